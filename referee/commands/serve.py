"""`referee serve SAVE`: the game on every phone and a TV; each player declares from their own link."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def serve(
    save: str = typer.Argument(..., help=t("help.serve.save")),
    port: str = typer.Option("0", "--port", help=t("help.serve.port"), show_default=False),
    lan: bool = typer.Option(False, "--lan", help=t("help.serve.lan")),
    new_links: bool = typer.Option(False, "--new-links", help=t("help.serve.new_links")),
    time_scale: str = typer.Option("1", "--time-scale", help=t("help.serve.time_scale")),
) -> None:
    """Serve one save until Ctrl-C: print a link per role, then answer the pages."""
    from referee.commands.play import time_scale_of
    from referee.serve import links as secrets
    from referee.serve.app import Server, build
    from referee.serve.desk import Desk
    from referee.serve.run import LOCAL, lan_address, listen, serve_forever

    scale = time_scale_of(time_scale)
    number = common.whole_number(port)
    if not 0 <= number <= 65535:
        raise typer.BadParameter(t("serve.port_bad", port=port))
    session = common.open_session(save)
    desk = Desk(session.path, scale)
    keys = secrets.load(session.path, session.save.players, rotate=new_links)
    sock = listen(number, lan)
    host = lan_address() if lan else LOCAL
    bound = sock.getsockname()[1]
    server = Server(desk, keys)
    common.collect_garbage()

    def stop() -> None:
        server.stopping = True

    try:  # Ctrl-C from here on stops serving: nothing is lost, so it is no interruption (exit 0)
        if lan:
            output.err().print(t("serve.lan_warning"), style="yellow", markup=False)
        width = max(common.cells(role) for role, _ in keys.roles())
        for role, key in keys.roles():
            output.say(f"{common.pad(role, width)}  http://{host}:{bound}/p/{key}")
        output.err().print(t("serve.serving", port=bound), markup=False)
        serve_forever(build(server), sock, stop)
    except KeyboardInterrupt:
        stop()
    desk.poll()  # the moves a terminal made since the last page looked
    output.err().print(t("serve.stopped", moves=len(desk.session.save.log)), markup=False)


def register(app: typer.Typer) -> None:
    app.command("serve", help=t("help.serve.description"))(serve)
