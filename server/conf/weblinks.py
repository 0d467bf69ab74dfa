"""
Clickable commands in the web client without inline JavaScript.

Evennia writes a `|lc<command>|lt<text>|le` link for the web client as
`<a onclick="Evennia.msg(…)">`, an inline script that the game's
Content-Security-Policy (no 'unsafe-inline' for scripts) rightly blocks. The
portal writes it as `<a data-command="…">` instead, and one listener of the
web client (web/static/webclient/js/plugins/kartenlinks.js) sends the command
on a click. `install()` runs in the portal (server/conf/portal_guard.py).
"""

from evennia.utils.text2html import TextToHTMLparser


def sub_mxp_links(parser, match):
    """A command link as data: the command in `data-command` (HTML-escaped already
    but for the quote), the text as Evennia has it."""
    command, text = match.groups()
    command = command.replace('"', "&quot;")
    return f'<a id="mxplink" href="#" data-command="{command}">{text}</a>'


def install():
    TextToHTMLparser.sub_mxp_links = sub_mxp_links
