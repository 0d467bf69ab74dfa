"""
The website's addresses (settings.ROOT_URLCONF): ours first, then Evennia's.

Django takes the first pattern that matches, so the views in web/views.py
replace Evennia's for the same addresses and names.
"""

from django.urls import path
from evennia.web.urls import urlpatterns as evennia_urlpatterns

from . import statistik, views

urlpatterns = [
    path("", views.IndexView.as_view(), name="index"),
    path("auth/register", views.RegisterView.as_view(), name="register"),
    path("auth/login/", views.ThrottledLoginView.as_view(), name="login"),
    path("channels/", views.ChannelList.as_view(), name="channels"),
    path("channels/<str:slug>/", views.ChannelDetail.as_view(), name="channel-detail"),
    path("characters/detail/<str:slug>/<int:pk>/", statistik.PlayerPage.as_view(),
         name="character-detail"),  # the character page with its deal statistics
] + evennia_urlpatterns
