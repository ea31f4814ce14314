"""``manastack serve``: a game table in the browser (the optional ``[web]`` extra).

:mod:`~manastack.web.tables` holds the games and who may act in them (pure Python),
:mod:`~manastack.web.views` turns a seat's observation into the JSON the page draws,
:mod:`~manastack.web.server` serves the pages and the websocket protocol (Starlette).
"""
