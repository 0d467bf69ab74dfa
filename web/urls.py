"""
The website's addresses (settings.ROOT_URLCONF): ours first, then Evennia's.

Django takes the first pattern that matches, so the views in web/views.py
replace Evennia's for the same addresses and names.
"""

from django.urls import path
from evennia.web.urls import urlpatterns as evennia_urlpatterns

from . import partie, statistik, views

urlpatterns = [
    path("", views.IndexView.as_view(), name="index"),
    path("auth/register", views.RegisterView.as_view(), name="register"),
    path("hausordnung/", views.Hausordnung.as_view(), name="hausordnung"),
    path("auth/login/", views.ThrottledLoginView.as_view(), name="login"),
    # no mail server: no reset by mail; the page says whom to ask instead
    path("auth/password_reset/", views.NoPasswordMail.as_view(), name="password_reset"),
    path("auth/password_reset/done/", views.NoPasswordMail.as_view(), name="password_reset_done"),
    path("auth/reset/<uidb64>/<token>/", views.NoPasswordMail.as_view(),
         name="password_reset_confirm"),
    path("auth/reset/done/", views.NoPasswordMail.as_view(), name="password_reset_complete"),
    path("channels/", views.ChannelList.as_view(), name="channels"),
    path("channels/<str:slug>/", views.ChannelDetail.as_view(), name="channel-detail"),
    path("characters/detail/<str:slug>/<int:pk>/", statistik.PlayerPage.as_view(),
         name="character-detail"),  # the character page with its deal statistics
    path("partie/<str:game_id>/", partie.GamePage.as_view(), name="partie"),  # a kept game
] + evennia_urlpatterns
