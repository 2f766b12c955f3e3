"""The HTTP surface survives any request (issue 26, item 5): a clear 4xx with a JSON reason, never a
traceback, never a changed save; request sizes and rates are bounded; nothing is loaded from the
internet and no other site can send a move."""

from __future__ import annotations

import json
import re
from importlib import resources

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.serve import app as serve_app

from .conftest import Served, pendulum_save


def refused_with(answer, status: int, words: str) -> None:
    assert answer.status_code == status, (answer.status_code, answer.text)
    assert words in answer.json()["error"]
    assert "Traceback" not in answer.text


def test_bad_requests_get_a_clear_4xx_and_change_nothing(pendulum):
    before = pendulum.path.read_bytes()
    client, ann = pendulum.client, pendulum.key("Ann")
    json_ann = {**ann, "Content-Type": "application/json"}
    refused_with(client.get("/nothing/here"), 404, "no such page")
    refused_with(client.get("/static/../../pyproject.toml"), 404, "no such page")
    refused_with(client.get("/static/secrets.txt"), 404, "no such page")
    refused_with(client.get("/api/move", headers=ann), 405, "method")
    refused_with(client.put("/api/move", headers=ann, json={"text": "pay"}), 405, "method")
    refused_with(client.delete(f"/p/{pendulum.links.keys['Ann']}"), 405, "method")
    refused_with(client.post("/api/move", json={"text": "pay"}), 403, "not (or no longer) valid")
    refused_with(
        client.post("/api/move", headers={"X-Referee-Key": "x" * 43}, json={"text": "pay"}), 403, "valid"
    )
    refused_with(client.get("/p/" + "x" * 43), 403, "valid")
    refused_with(client.post("/api/move", headers=ann, content=b'{"text": "pay"}'), 415, "JSON")
    refused_with(client.post("/api/move", headers=json_ann, content=b"{text: pay"), 400, "not valid JSON")
    refused_with(client.post("/api/move", headers=json_ann, content=b"\xff\xfe"), 400, "not valid JSON")
    refused_with(client.post("/api/move", headers=json_ann, content=b"[1, 2]"), 400, '"text"')
    refused_with(client.post("/api/move", headers=json_ann, content=b'{"text": 3}'), 400, '"text"')
    refused_with(client.post("/api/move", headers=ann, json={"text": "pay", "lang": "fr"}), 400, "language")
    refused_with(client.post("/api/move", headers=ann, json={"text": "x" * 600}), 413, "500 characters")
    big = json.dumps({"text": "pay", "pad": "x" * 100_000}).encode()
    refused_with(client.post("/api/move", headers=json_ann, content=big), 413, "4096 bytes")

    def chunks():  # no Content-Length: the body is counted as it comes
        for _ in range(100):
            yield b"x" * 1000

    refused_with(client.post("/api/move", headers=json_ann, content=chunks()), 413, "4096 bytes")
    evil = {**ann, "Origin": "http://evil.example"}
    refused_with(
        client.post("/api/move", headers=evil, json={"text": "place grande black-bottom-1"}), 403, "own pages"
    )
    assert pendulum.path.read_bytes() == before


def test_requests_per_link_are_rate_limited(pendulum):
    answers = [pendulum.check("Ann", "pay").status_code for _ in range(serve_app.BURST + 5)]
    assert answers[: serve_app.BURST] == [200] * serve_app.BURST
    assert answers[-1] == 429
    assert pendulum.check("Bob", "pay").status_code == 200  # another link is not held back


def test_no_cross_site_requests_no_cookies_and_nothing_from_the_internet(pendulum):
    page = pendulum.client.get(f"/p/{pendulum.links.keys['Ann']}")
    assert page.status_code == 200
    assert "default-src 'none'" in page.headers["content-security-policy"]
    assert page.headers["referrer-policy"] == "no-referrer"
    assert "set-cookie" not in page.headers and "access-control-allow-origin" not in page.headers
    preflight = pendulum.client.options("/api/move", headers={"Origin": "http://evil.example"})
    assert preflight.status_code == 405 and "access-control-allow-origin" not in preflight.headers
    static = resources.files("referee.serve").joinpath("static")
    for name in ("page.html", "app.js", "app.css"):
        text = static.joinpath(name).read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.I), name
        assert "cookie" not in text.lower()


_KEYS = st.sampled_from(["none", "viewer", "forged", "Ann-check"])
_PATHS = st.one_of(
    st.sampled_from(
        ["/api/move", "/api/check", "/api/state", "/p/KEY", "/p/KEY/events", "/static/app.js", "/"]
    ),
    st.text(
        alphabet=st.characters(min_codepoint=33, max_codepoint=0x2FFF, exclude_categories=("Cc", "Cs")),
        max_size=40,
    ).map(lambda s: "/" + s.lstrip("/")),  # `//x` is a host to the client, never sent
)
_BODIES = st.one_of(
    st.binary(max_size=300),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=40),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
        max_leaves=8,
    ).map(lambda v: json.dumps(v).encode()),
    st.text(max_size=60).map(lambda s: json.dumps({"text": s}).encode()),
)


@settings(max_examples=60, deadline=None)
@given(
    method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"]),
    path=_PATHS,
    key=_KEYS,
    body=_BODIES,
    content_type=st.sampled_from(["application/json", "text/plain", "application/json; charset=utf-8", ""]),
)
def test_fuzz_the_http_surface_never_fails_nor_changes_the_save(
    tmp_path_factory, method, path, key, body, content_type
):
    served = FUZZED.get("served")
    if served is None:
        served = FUZZED["served"] = Served(pendulum_save(tmp_path_factory.mktemp("fuzz")))
        FUZZED["bytes"] = served.path.read_bytes()
    served.server.buckets.clear()  # the rate limit is tested above; here every request is read
    headers = {"Content-Type": content_type} if content_type else {}
    if key == "viewer":
        headers.update(served.key("viewer"))
    elif key == "forged":
        headers["X-Referee-Key"] = "A" * 43
    elif key == "Ann-check":
        headers.update(served.key("Ann"))
        path = "/api/check" if path == "/api/move" else path
    path = path.replace("KEY", served.secret("viewer"))
    if path.endswith("/events"):
        path = "/p/nope/events"  # a stream never ends: its refusal is what is fuzzed here
    answer = served.client.request(method, path, content=body, headers=headers)
    assert answer.status_code < 500, (method, path, answer.text)
    assert "Traceback" not in answer.text
    if answer.status_code >= 400 and method != "HEAD":  # a reason: the request's, or the move's
        said = answer.json()
        assert said.get("error") or said["lines"][0]["text"]
    assert served.path.read_bytes() == FUZZED["bytes"]


FUZZED: dict[str, object] = {}
