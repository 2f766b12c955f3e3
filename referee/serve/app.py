"""The HTTP surface of `referee serve`: the page shell, its events, its moves. Nothing else answers.

    GET  /p/KEY            the page (HTML shell; the script and style come from /static/)
    GET  /p/KEY/events     server-sent events: the page's whole view at every change (`?lang=zh`)
    GET  /api/state        the view once (JSON); the secret in the `X-Referee-Key` header
    POST /api/check        judge a typed move for this link (JSON {"text": ...}); nothing is saved
    POST /api/move         declare it (JSON {"text": ...}); only this link's owner declares
    GET  /static/NAME      the page's script, style and sounds' code, from the package

Moves are POSTs with the secret in a header (never a cookie) and a JSON body: a page of another
site can send neither without a CORS pre-flight, which nothing here answers. Bodies are at most
`MAX_BODY` bytes, each link at most `RATE` requests per second (a burst of `BURST`), each link at
most `MAX_STREAMS` open event streams; every refusal is a 4xx with a JSON reason, and no request
changes the save unless it is an accepted move.
"""

from __future__ import annotations

import asyncio
import json
import time
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from referee.i18n import LANGS, speaking, t
from referee.serve.desk import Desk
from referee.serve.links import Links
from referee.serve.view import snapshot, timers_now

MAX_BODY = 4096  # bytes of a POST body: a move is one line
MAX_TEXT = 500  # characters of a move's text
RATE = 8.0  # requests per second and link, sustained
BURST = 30  # requests a link may send at once
MAX_STREAMS = 16  # event streams per link (the viewer's is shared by a room; a page reloaded)
POLL = 0.05  # seconds between two looks at the save file (a terminal's move shows within 0.5 s)
HEARTBEAT = 15.0  # seconds between two comments on an idle stream (proxies close silent ones)
STATIC = {"app.js": "text/javascript", "app.css": "text/css", "board.css": "text/css"}
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; connect-src 'self'; media-src 'self'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the links carry their secret: never sent on
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
}


class Bucket:
    """A token bucket: `RATE` per second, up to `BURST` at once."""

    def __init__(self) -> None:
        self.tokens = float(BURST)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Server:
    """The app's state: the desk, the links, the rate buckets and open streams per link."""

    def __init__(self, desk: Desk, links: Links) -> None:
        self.desk = desk
        self.links = links
        self.buckets: dict[str, Bucket] = {}
        self.streams: dict[str, int] = {}
        self.stopping = False
        self.cache: dict[tuple[int, str, str], dict[str, Any]] = {}

    def view(self, role: str, language: str) -> dict[str, Any]:
        """The view of (role, language) at the desk's version, built once for every page alike."""
        key = (self.desk.version, role, language)
        found = self.cache.get(key)
        if found is None:
            if len(self.cache) > 64:
                self.cache.clear()
            found = self.cache[key] = snapshot(self.desk, role, language)
            found["labels"] = labels(language)
        elif found["timers"] is not None:  # the sand left is of this moment, never of the cache's
            found = {**found, "timers": timers_now(self.desk, role, language)}
        return found


LABELS = (
    "pending", "board", "last", "refusal", "teach", "sheet", "move", "send", "legal", "sound",
    "sound_on", "timers", "flip", "council", "paused", "untimed", "ready", "step", "connecting",
    "live", "lost", "none", "language", "empty_sand", "markers",
)  # fmt: skip


def labels(language: str) -> dict[str, str]:
    """The page's own words (`serve.label.*`) in one language."""
    with speaking(language):
        return {name: t(f"serve.label.{name}") for name in LABELS}


def problem(status: int, key: str, **values: Any) -> JSONResponse:
    return JSONResponse({"error": t(f"serve.{key}", **values)}, status_code=status, headers=SECURITY_HEADERS)


def _language(request: Request) -> str:
    asked = request.query_params.get("lang", "")
    if asked in LANGS:
        return asked
    accept = request.headers.get("accept-language", "").lower()
    return "zh" if accept.startswith("zh") else "en"


def build(server: Server) -> Starlette:
    """The Starlette app around one server (the serve command runs it with uvicorn; tests with
    Starlette's TestClient)."""

    def role_of(request: Request, key: str | None) -> tuple[str | None, Response | None]:
        """The link's role, else the response that refuses the request (403, 429)."""
        given = key if key is not None else request.headers.get("x-referee-key", "")
        role = server.links.role_of(given[:200]) if given else None
        bucket = server.buckets.setdefault(
            role or "?" + (request.client.host if request.client else ""), Bucket()
        )
        if len(server.buckets) > 1000:
            server.buckets.clear()
        if not bucket.take():
            return None, problem(429, "too_many")
        if role is None:
            return None, problem(403, "bad_link")
        return role, None

    async def page(request: Request) -> Response:
        role, refused = role_of(request, request.path_params["key"])
        if refused is not None:
            return refused
        shell = resources.files("referee.serve").joinpath("static/page.html").read_text(encoding="utf-8")
        return Response(shell, media_type="text/html; charset=utf-8", headers=SECURITY_HEADERS)

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return problem(404, "not_found")
        if name == "board.css":  # the boards' own style sheet, beside the fragments it styles
            from referee.drawing.html import stylesheet

            body = stylesheet().encode()
        else:
            body = resources.files("referee.serve").joinpath(f"static/{name}").read_bytes()
        return Response(body, media_type=STATIC[name], headers=SECURITY_HEADERS)

    async def state(request: Request) -> Response:
        role, refused = role_of(request, None)
        if refused is not None:
            return refused
        assert role is not None
        server.desk.poll()
        return JSONResponse(server.view(role, _language(request)), headers=SECURITY_HEADERS)

    async def events(request: Request) -> Response:
        role, refused = role_of(request, request.path_params["key"])
        if refused is not None:
            return refused
        assert role is not None
        if server.streams.get(role, 0) >= MAX_STREAMS:
            return problem(429, "too_many_streams")
        language = _language(request)
        server.streams[role] = server.streams.get(role, 0) + 1

        async def stream() -> Any:
            sent = -1
            quiet = time.monotonic()
            try:
                yield "retry: 1000\n\n"
                while not server.stopping and server.links.keys.get(role) is not None:
                    server.desk.poll()
                    if server.desk.version != sent:
                        view = server.view(role, language)
                        sent = view["version"]
                        yield f"data: {json.dumps(view, ensure_ascii=False)}\n\n"
                        quiet = time.monotonic()
                    elif time.monotonic() - quiet > HEARTBEAT:
                        yield ": still here\n\n"
                        quiet = time.monotonic()
                    await asyncio.sleep(POLL)
            finally:
                server.streams[role] -= 1

        headers = {**SECURITY_HEADERS, "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    async def read_text(request: Request) -> tuple[str | None, str, Response | None]:
        """The move's text of a POST and its page's language, else the 4xx that refuses it."""
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            return None, "", problem(415, "not_json")
        origin = request.headers.get("origin")
        if origin is not None and origin.split("://", 1)[-1] != request.headers.get("host", ""):
            return None, "", problem(403, "cross_site")
        length = request.headers.get("content-length", "")
        if length and (not length.isascii() or not length.isdigit() or int(length) > MAX_BODY):
            return None, "", problem(413, "too_big", limit=MAX_BODY)
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return None, "", problem(413, "too_big", limit=MAX_BODY)
        try:
            data = json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None, "", problem(400, "bad_json")
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            return None, "", problem(400, "no_text")
        extra = sorted(set(data) - {"text", "lang"})
        if extra:
            return None, "", problem(400, "unknown_field", fields=", ".join(map(repr, extra))[:200])
        language = data.get("lang")
        if language is not None and language not in LANGS:
            return None, "", problem(400, "bad_lang")
        text = data["text"]
        if len(text) > MAX_TEXT or "\x00" in text:
            return None, "", problem(413, "too_long", limit=MAX_TEXT)
        return text, language or _language(request), None

    async def posted(request: Request, act: str) -> Response:
        role, refused = role_of(request, None)
        if refused is not None:
            return refused
        assert role is not None
        text, language, refused = await read_text(request)
        if refused is not None:
            return refused
        assert text is not None
        with speaking(language):
            if act == "check":
                return JSONResponse(server.desk.check(role, text), headers=SECURITY_HEADERS)
            answer = server.desk.declare(role, text)
        status = 200 if answer["ok"] else 409 if answer["kind"] == "error" else 422
        return JSONResponse(answer, status_code=status, headers=SECURITY_HEADERS)

    async def check(request: Request) -> Response:
        return await posted(request, "check")

    async def move(request: Request) -> Response:
        return await posted(request, "move")

    async def not_found(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 404
        key = {404: "not_found", 405: "wrong_method"}.get(status, "bad_request")
        return problem(status if status in (404, 405) else 400, key)

    async def failed(request: Request, exc: Exception) -> Response:
        """A bug must not show a traceback (nor change the save: a move is saved whole or not at all)."""
        return problem(500, "failed")

    routes = [
        Route("/p/{key}", page, methods=["GET"]),
        Route("/p/{key}/events", events, methods=["GET"]),
        Route("/static/{name}", static, methods=["GET"]),
        Route("/api/state", state, methods=["GET"]),
        Route("/api/check", check, methods=["POST"]),
        Route("/api/move", move, methods=["POST"]),
    ]
    handlers = {HTTPException: not_found, Exception: failed}
    return Starlette(routes=routes, exception_handlers=handlers)  # type: ignore[arg-type]
