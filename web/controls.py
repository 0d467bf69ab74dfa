"""What a visitor sends the website, cleaned as the portal cleans what a player
types (game/common/controls.py): every form field and query value, its name too,
loses its control characters before a view or form reads it. So the name chosen
at /auth/register is the one telnet's `create` would make, a password typed with
a stray control character logs in as it would over telnet, and Django never
answers a NUL byte with its English "Null characters are not allowed.".

`ControlsStripped` is a Django middleware (settings.MIDDLEWARE), placed after
Django's CSRF check, which reads the form first.
"""

from django.http import QueryDict

from game.common.controls import CONTROL, without_controls


def cleaned(query):
    """`query` (a QueryDict) without control characters; itself when it has none."""
    if not any(CONTROL.search(key) or any(CONTROL.search(value) for value in values)
               for key, values in query.lists()):
        return query
    out = QueryDict(mutable=True, encoding=query.encoding)
    for key, values in query.lists():
        out.setlist(without_controls(key), [without_controls(value) for value in values])
    out._mutable = False
    return out


class ControlsStripped:
    """Django middleware: GET and POST data without control characters."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.GET = cleaned(request.GET)
        if request.method == "POST":
            request.POST = cleaned(request.POST)
        return self.get_response(request)
