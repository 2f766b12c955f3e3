"""`referee serve`: the game of one save on every phone at the table and on a TV.

A layer of its own between the prompts and the commands (tests/test_layers.py): the web framework
(Starlette, uvicorn) is imported only here and by the serve command's body, so no other command
pays for it at start-up. `links` keeps the secrets, `desk` declares and judges moves through the
save's session exactly as `referee move` does, `view` builds what a page shows, `app` is the HTTP
surface (page shell, server-sent events, moves), `static/` the page's HTML, CSS and script.
"""
