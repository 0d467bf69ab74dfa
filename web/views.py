"""
Website views that differ from Evennia's.

- The front page shows visitors who are not logged in neither who connected
  recently (the admin among them) nor statistics; the template says more.
- Channel pages need a login: channel history is for players.
- Evennia 6.1's detail views `raise HttpResponseBadRequest(...)` when nothing
  matches (a TypeError, so HTTP 500), or let DoesNotExist through for an
  object of another typeclass (a computer player): here they answer 404.
- Registering (/auth/register) in German: the form's labels and help, and the
  new player is logged in and goes straight to the web client.
- The web login (/auth/login/) leads to the web client, also a player who
  is logged in already and opens it again; it counts failures in Evennia's LOGIN_THROTTLE,
  the same one telnet uses: five wrong passwords from one address, and
  neither way lets it try again for a few minutes. A banned account reads
  until when and why (game/people/moderation.py), as over telnet.
- /hausordnung/ shows the house rules (linked at registration).
- There is no mail server, so no password reset by mail: /auth/password_reset/
  (and the pages after it) say in German whom to ask (a builder's
  `passwort setzen <name>`) and send nothing; a POST changes nothing either.
"""

from django import forms
from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.mixins import LoginRequiredMixin
from django.contrib.auth.views import LoginView
from django.core.exceptions import ObjectDoesNotExist
from django.http import Http404, HttpResponseRedirect
from django.urls import reverse, reverse_lazy
from django.views.generic import TemplateView
from evennia.accounts.accounts import LOGIN_THROTTLE
from evennia.utils.ansi import strip_ansi
from evennia.web.website.forms import AccountForm
from evennia.web.website.views.accounts import AccountCreateView
from evennia.web.website.views.channels import ChannelDetailView, ChannelListView
from evennia.web.website.views.characters import CharacterDetailView
from evennia.web.website.views.index import EvenniaIndexView

from game.people import houserules
from game.people.moderation import login_refusal

THROTTLED = "Zu viele falsche Anmeldungen; versuch es in ein paar Minuten wieder."


class IndexView(EvenniaIndexView):
    """The front page; people and numbers only for players who are logged in."""

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        if not self.request.user.is_authenticated:
            context["accounts_connected_recent"] = []
        return context


class NotFoundInsteadOfError:
    """Mixin: Evennia's 'raise HttpResponseBadRequest' (a TypeError) becomes a 404."""

    def get_object(self, queryset=None):
        try:
            return super().get_object(queryset)
        except (TypeError, ObjectDoesNotExist):
            raise Http404("Nicht gefunden.") from None


class ChannelList(LoginRequiredMixin, ChannelListView):
    """The list of channels, for players only."""


class ChannelDetail(LoginRequiredMixin, NotFoundInsteadOfError, ChannelDetailView):
    """A channel and its history, for players only."""


class CharacterDetail(NotFoundInsteadOfError, CharacterDetailView):
    """A character's page; 404 for one that does not exist or may not be seen."""


class ThrottledAuthenticationForm(AuthenticationForm):
    """Django's login form, counting failures per address in Evennia's login throttle."""

    def clean(self):
        ip = self.request.META.get("REMOTE_ADDR") if self.request else None
        if ip and LOGIN_THROTTLE.check(ip):
            raise forms.ValidationError(THROTTLED, code="throttled")
        try:
            return super().clean()
        except forms.ValidationError:
            if ip:
                LOGIN_THROTTLE.update(ip, "Zu viele falsche Anmeldungen über die Webseite.")
            raise

    def confirm_login_allowed(self, user):
        """A timed ban (people/moderation.py) keeps the account out here too: after
        the right password, it reads until when and why."""
        super().confirm_login_allowed(user)
        banned = login_refusal(user)
        if banned:
            raise forms.ValidationError(strip_ansi(banned), code="banned")


class ThrottledLoginView(LoginView):
    """/auth/login/ with the login throttle; logged in (just now or already: a
    player who opens the login page again), on to the web client, where the
    cards are (a `next` address given wins)."""

    form_class = ThrottledAuthenticationForm
    redirect_authenticated_user = True
    next_page = reverse_lazy("webclient:index")


class RegisterForm(AccountForm):
    """Evennia's account form with German labels and help."""

    email = forms.EmailField(label="E-Mail (freiwillig)", required=False,
                             help_text="Nur, damit du ein vergessenes Passwort neu setzen kannst.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["username"].label = "Name"
        self.fields["username"].help_text = ("Unter diesem Namen sitzt du am Kartentisch: "
                                             "Buchstaben, Ziffern, Bindestrich.")
        self.fields["password1"].label = "Passwort"
        self.fields["password2"].label = "Passwort noch einmal"
        self.fields["password2"].help_text = "Zur Sicherheit dasselbe noch einmal."


class RegisterView(AccountCreateView):
    """Registering: the account is made as Evennia makes it, then the new player
    is logged in and goes to the web client."""

    form_class = RegisterForm
    page_title = "Registrieren"

    def form_valid(self, form):
        account, errors = self.typeclass.create(username=form.cleaned_data["username"],
                                                password=form.cleaned_data["password1"],
                                                email=form.cleaned_data.get("email", ""))
        if not account:
            form.add_error("username", " ".join(errors))
            return self.form_invalid(form)
        login(self.request, account, backend=settings.AUTHENTICATION_BACKENDS[0])
        return HttpResponseRedirect(reverse("webclient:index"))


class Hausordnung(TemplateView):
    """The house rules (game/people/houserules.py), for everyone, logged in or not."""

    template_name = "website/hausordnung.html"

    def get_context_data(self, **kwargs):
        return dict(super().get_context_data(**kwargs), paragraphs=houserules.paragraphs())


class NoPasswordMail(TemplateView):
    """Instead of Django's password reset by mail (no mail server here): whom to ask."""

    template_name = "website/registration/password_help.html"

    def post(self, request, *args, **kwargs):
        return self.get(request, *args, **kwargs)
