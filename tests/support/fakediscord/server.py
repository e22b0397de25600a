"""A fake Discord (REST + gateway) on 127.0.0.1 that the real discord.py client talks to.

See ``docs/fake-discord.md`` for the protocol facts this relies on. One process-wide
patch points discord.py here: ``discord.http.Route.BASE`` (REST, interaction callbacks and
webhooks) and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``.

:class:`FakeDiscord` is the one object tests hold, made of parts by what they model, each a
mixin over the shared state of ``core.FakeCore``: ``gateway`` (sessions, shards, events),
``world`` (servers, members, channels, DMs), ``channels`` (the bot's channel and thread
routes, its permissions), ``messages``, ``commands`` (syncs, and where each is offered),
``users`` (what simulated users do), ``responses`` (interaction callbacks and webhooks) and
``faults`` (rate limits, injected failures, held answers). This module is the HTTP server:
its routes and the way every request goes through them.
"""

from __future__ import annotations

import functools
import json
import logging
import re
import time
from typing import Any

from aiohttp import web

from .core import API_PREFIX
from .faults import Faults
from .records import ApiError, Handler, Injection, RecordedRequest, Violation
from .responses import Responses
from .users import Users

# Imported from this module by tests and benchmarks (it once held them all).
__all__ = ["FakeDiscord", "Injection", "RecordedRequest"]

log = logging.getLogger("fakediscord")
BOUNDARY = re.compile(r'boundary="?([^";]+)"?')
PART_NAME = re.compile(r'\bname="([^"]*)"')
PART_FILENAME = re.compile(r'\bfilename="([^"]*)"')


class FakeDiscord(Users, Responses, Faults):
    """The fake server and the test-facing API.

    Start with ``await fake.start()`` (or ``async with FakeDiscord() as fake``); it then owns one
    guild (``fake.guild``) with a text channel ``fake.channel``, four human members
    ``fake.humans`` (alice, bob, carol, dave), the guild owner ``fake.owner`` (an admin) and the
    bot ``fake.bot_user``. Users act with :meth:`slash`, :meth:`user_command`,
    :meth:`message_command`, :meth:`click`, :meth:`select` and :meth:`submit_modal`.
    :meth:`add_guild` makes more servers; each gateway session gets the events of its shard's
    servers only (docs/fake-discord.md, "Shards").
    """

    async def start(self, *, install: bool = True) -> None:
        """Listen on a free port; with ``install``, point discord.py at this server."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self._gateway)
        app.router.add_route("GET", "/attachments/{aid}/{name}", self._cdn)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        logging.getLogger().addHandler(self._tap)
        if install:
            self.install()

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @functools.cached_property
    def _routes(self) -> list[tuple[str, re.Pattern[str], Handler, bool]]:
        """The REST routes: (method, path pattern below /api/v10, handler, needs the bot's
        token)."""
        sf = r"(\d+)"
        tok = r"([^/]+)"
        table: list[tuple[str, str, Handler, bool]] = [
            ("GET", "/users/@me", self._get_me, True),
            ("GET", f"/users/{sf}", self._get_user, True),
            ("POST", "/users/@me/channels", self._create_dm, True),
            ("GET", "/oauth2/applications/@me", self._get_application, True),
            ("GET", "/applications/@me", self._get_application, True),
            ("GET", "/gateway", self._get_gateway, False),
            ("GET", "/gateway/bot", self._get_gateway_bot, True),
            ("GET", f"/applications/{sf}/commands", self._get_commands, True),
            ("PUT", f"/applications/{sf}/commands", self._put_commands, True),
            ("GET", f"/applications/{sf}/guilds/{sf}/commands", self._get_commands, True),
            ("PUT", f"/applications/{sf}/guilds/{sf}/commands", self._put_commands, True),
            ("POST", f"/interactions/{sf}/{tok}/callback", self._callback, False),
            ("POST", f"/webhooks/{sf}/{tok}", self._followup, False),
            ("GET", f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)", self._webhook_get, False),
            ("PATCH", f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)", self._webhook_edit, False),
            (
                "DELETE",
                f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)",
                self._webhook_delete,
                False,
            ),
            ("GET", f"/channels/{sf}", self._get_channel, True),
            ("PATCH", f"/channels/{sf}", self._edit_channel, True),
            ("DELETE", f"/channels/{sf}", self._delete_channel_route, True),
            ("GET", f"/channels/{sf}/messages", self._get_history, True),
            ("POST", f"/channels/{sf}/messages", self._post_message, True),
            ("GET", f"/channels/{sf}/messages/{sf}", self._get_message, True),
            ("PATCH", f"/channels/{sf}/messages/{sf}", self._patch_message, True),
            ("DELETE", f"/channels/{sf}/messages/{sf}", self._delete_message, True),
            ("POST", f"/channels/{sf}/typing", self._typing, True),
            ("POST", f"/channels/{sf}/messages/{sf}/threads", self._thread_from_message, True),
            ("POST", f"/channels/{sf}/threads", self._thread, True),
            ("PUT", f"/channels/{sf}/thread-members/(@me|\\d+)", self._thread_member, True),
            ("DELETE", f"/channels/{sf}/thread-members/(@me|\\d+)", self._thread_member, True),
            ("GET", f"/guilds/{sf}", self._get_guild, True),
            ("GET", f"/guilds/{sf}/channels", self._get_guild_channels, True),
            ("GET", f"/guilds/{sf}/roles", self._get_roles, True),
            ("GET", f"/guilds/{sf}/members/{sf}", self._get_member, True),
        ]
        return [(m, re.compile(p + "$"), h, auth) for m, p, h, auth in table]

    async def _read_body(self, request: web.Request) -> tuple[Any, list[dict[str, Any]]]:
        """JSON body, or a multipart form (files) whose ``payload_json`` part is the JSON."""
        files: list[dict[str, Any]] = []
        content_type = request.headers.get("Content-Type", "")
        # Not request.content_type: it parses the header with the email package, slowly.
        if content_type.startswith("multipart/"):
            # Split by hand: aiohttp's part reader parses each part's headers with a regex
            # escape per character, which made the fake the bottleneck of the load benchmark.
            found = BOUNDARY.search(content_type)
            if found is None:
                raise ApiError(400, 50035, "Invalid Form Body", detail="multipart without boundary")
            body: Any = None
            raw = await request.read()
            for part in raw.split(b"--" + found.group(1).encode())[1:]:
                if part.startswith(b"--"):
                    break  # the closing delimiter
                head, _, data = part.partition(b"\r\n\r\n")
                data = data.removesuffix(b"\r\n")
                headers = dict(
                    (k.strip().lower(), v.strip())
                    for k, _, v in (line.partition(":") for line in head.decode().split("\r\n"))
                    if k
                )
                disposition = headers.get("content-disposition", "")
                name = PART_NAME.search(disposition)
                if name and name.group(1) == "payload_json":
                    body = json.loads(data)
                else:
                    filename = PART_FILENAME.search(disposition)
                    files.append(
                        {
                            "filename": filename.group(1) if filename else "file",
                            "size": len(data),
                            "content_type": headers.get("content-type"),
                            "data": data,
                        }
                    )
            return body, files
        raw = await request.read()
        try:
            return (json.loads(raw) if raw else None), files
        except ValueError:
            raise ApiError(400, 50109, "The request body contains invalid JSON.") from None

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
        if status == 204 or body is None:
            return web.Response(status=204, headers=headers)
        # Exactly "application/json": with "; charset=utf-8" discord.py gets a str, not a dict.
        return web.Response(
            status=status,
            body=json.dumps(body).encode(),
            headers={**(headers or {}), "Content-Type": "application/json"},
        )

    async def _handle(self, request: web.Request) -> web.Response:
        full_path = request.path
        path = full_path[len(API_PREFIX) :] if full_path.startswith(API_PREFIX) else full_path
        authorized = request.headers.get("Authorization", "").startswith("Bot ")
        rec = RecordedRequest(
            method=request.method,
            path=path,
            query=dict(request.query),
            json=None,
            at=time.perf_counter(),
            fake_time=self.clock.now(),
            authorized=authorized,
        )
        self.requests.append(rec)
        held = next((h for h in self._holds if h.matches(rec.method, path)), None)
        if held is not None:
            held.hits.append(rec)
        headers: dict[str, str] = {}
        try:
            rec.json, files = await self._read_body(request)
            status, body, headers = await self._serve(rec, files, full_path)
        except ApiError as e:
            status, body = e.status, e.body
            self._note_error(rec, e)
        except Exception as e:  # a bug in the fake: answer fast (no 5xx retries) and report it
            log.exception("fake discord crashed on %s %s", rec.method, rec.path)
            self.internal_errors.append(f"{rec.method} {rec.path}: {e!r}")
            status, body = 400, {"code": 0, "message": f"fake discord internal error: {e!r}"}
        rec.status, rec.response = status, body
        self._notify()
        if held is not None:
            await held.released.wait()
        return self._json(status, body, headers)

    async def _serve(
        self, rec: RecordedRequest, files: list[dict[str, Any]], full_path: str
    ) -> tuple[int, Any, dict[str, str]]:
        for inj in self._injections:
            if inj.matches(rec.method, rec.path):
                inj.hits.append(rec)
                rec.injected = True
                return self._injected(inj)
        if not full_path.startswith(API_PREFIX):
            self.unknown_routes.append(rec)
            return 404, {"message": "404: Not Found", "code": 0}, {}
        limited = self._auto_rate_limit(rec.method, rec.path, rec.authorized)
        if limited is not None:
            wait, is_global = limited
            self.rate_limited.append(rec)
            body, headers = self._rate_limit_response(round(wait, 3), is_global=is_global)
            return 429, body, headers
        for method, pattern, handler, needs_auth in self._routes:
            if method != rec.method:
                continue
            m = pattern.match(rec.path)
            if m is None:
                continue
            if needs_auth and not rec.authorized:
                raise ApiError(
                    401, 0, "401: Unauthorized", detail="missing 'Authorization: Bot ...'"
                )
            status, body = await handler(rec, files, *m.groups())
            return status, body, {}
        self.unknown_routes.append(rec)
        return 404, {"message": "404: Not Found", "code": 0}, {}

    def _note_error(self, rec: RecordedRequest, e: ApiError) -> None:
        if rec.interaction is not None:
            rec.interaction.errors.append((e.code, e.message))
        if e.violation:
            self.violations.append(
                Violation(
                    e.code,
                    e.status,
                    e.message,
                    rec.method,
                    rec.path,
                    e.detail,
                    e.code in self._allowed_codes,
                )
            )
