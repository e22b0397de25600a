"""Discord's form limits, answered the way Discord answers them (400, code 50035).

Only the limits a bot meets in practice are checked; each problem is ``(path, code, message)``
with a dotted path ("embeds.0.title", "" for the whole body), turned by :func:`form_error` into
Discord's nested ``errors`` object, which discord.py flattens into "In embeds.0.title: Must be 256
or fewer...". The codes are Discord's where its answers show them; the others are named alike.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from .models import FLAG_COMPONENTS_V2, walk_components

Problem = tuple[str, str, str]

SELECT_TYPES = (3, 5, 6, 7, 8)
EMBED_LIMITS = {"title": 256, "description": 4096}
MAX_EMBED_TOTAL = 6000


def _too_long(path: str, limit: int) -> Problem:
    return (path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _bad_length(path: str, low: int, high: int) -> Problem:
    return (path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def _required(path: str) -> Problem:
    return (path, "BASE_TYPE_REQUIRED", "This field is required")


def _check_str(problems: list[Problem], path: str, value: Any, limit: int) -> None:
    if isinstance(value, str) and len(value) > limit:
        problems.append(_too_long(path, limit))


def _check_length(problems: list[Problem], path: str, value: Any, low: int, high: int) -> None:
    if not isinstance(value, str) or not low <= len(value) <= high:
        problems.append(_bad_length(path, low, high))


def validate_message(payload: dict[str, Any], prefix: str = "") -> list[Problem]:
    """Limits on a message create/edit body (channel message, callback data, webhook)."""
    problems: list[Problem] = []
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        problems.append((f"{prefix}content", "BASE_TYPE_STRING", "Must be a string."))
    _check_str(problems, f"{prefix}content", content, 2000)
    embeds = payload.get("embeds") or []
    if len(embeds) > 10:
        problems.append(_too_long(f"{prefix}embeds", 10))
    total = 0
    for i, embed in enumerate(embeds):
        total += _validate_embed(problems, f"{prefix}embeds.{i}", embed)
    if total > MAX_EMBED_TOTAL:
        problems.append(
            (
                f"{prefix}embeds",
                "MAX_EMBED_SIZE_EXCEEDED",
                "Embed size exceeds maximum size of 6000",
            )
        )
    flags = payload.get("flags") or 0
    components = payload.get("components") or []
    if flags & FLAG_COMPONENTS_V2:
        if content or embeds:
            problems.append(
                (
                    f"{prefix}content",
                    "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                    "The 'content' and 'embeds' fields cannot be used with components v2",
                )
            )
        _validate_components_v2(problems, f"{prefix}components", components)
    else:
        _validate_action_rows(problems, f"{prefix}components", components)
    _check_unique_custom_ids(problems, f"{prefix}components", components)
    for i, att in enumerate(payload.get("attachments") or []):
        if isinstance(att, dict):  # alt text
            _check_str(
                problems, f"{prefix}attachments.{i}.description", att.get("description"), 1024
            )
    _validate_allowed_mentions(
        problems, f"{prefix}allowed_mentions", payload.get("allowed_mentions")
    )
    return problems


def _validate_allowed_mentions(problems: list[Problem], path: str, mentions: Any) -> None:
    if not isinstance(mentions, dict):
        return
    parse = mentions.get("parse") or []
    for key in ("users", "roles"):
        ids = mentions.get(key)
        # "parse" with the same kind and a list of ids cannot both hold; an empty list (or
        # null) beside it is no conflict (the allowed mentions reference's own example).
        if ids and key in parse:
            problems.append(
                (
                    path,
                    "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                    f'parse:["{key}"] and {key}: [ids] are mutually exclusive.',
                )
            )
        if isinstance(ids, list) and len(ids) > 100:
            problems.append(_too_long(f"{path}.{key}", 100))


# Embed URLs that may point at a file of the message (``attachment://name``).
EMBED_FILE_URLS = (
    ("image", "url"),
    ("thumbnail", "url"),
    ("author", "icon_url"),
    ("footer", "icon_url"),
)


def attachment_index(att_id: Any) -> int | None:
    """An ``attachments[]`` id as a number (discord.py sends ints, some clients strings)."""
    if isinstance(att_id, bool):
        return None
    if isinstance(att_id, int):
        return att_id
    if isinstance(att_id, str) and att_id.isdigit():
        return int(att_id)
    return None


def validate_attachment_refs(
    payload: dict[str, Any],
    uploads: Sequence[str],
    kept: Sequence[dict[str, Any]] | None,
    prefix: str = "",
) -> list[Problem]:
    """Each ``attachments[]`` entry names an upload of this request (its ``files[n]`` index) or,
    in an edit, an attachment the message has (``kept``: None for a new message); each
    ``attachment://name`` an embed points at names one of the files the message will have."""
    problems: list[Problem] = []
    existing = {str(a.get("id")): a for a in kept or []}
    requested = payload.get("attachments")
    if requested is None:  # absent: every upload, and (in an edit) every file the message has
        names = {*uploads, *(str(a.get("filename")) for a in existing.values())}
    else:
        names = set()
        for i, att in enumerate(requested if isinstance(requested, list) else []):
            att = att if isinstance(att, dict) else {}
            index = attachment_index(att.get("id"))
            if index is not None and index < len(uploads):
                names.add(str(att.get("filename") or uploads[index]))
            elif index is not None and str(index) in existing:
                names.add(str(existing[str(index)].get("filename")))
            else:
                problems.append(
                    (
                        f"{prefix}attachments.{i}.id",
                        "ATTACHMENT_NOT_FOUND",
                        f"Unknown attachment {att.get('id')!r}: neither an uploaded file's "
                        "index nor an attachment of the message",
                    )
                )
    for i, embed in enumerate(payload.get("embeds") or []):
        for key, sub in EMBED_FILE_URLS:
            url = (embed.get(key) or {}).get(sub)
            if not isinstance(url, str) or not url.startswith("attachment://"):
                continue
            if url.removeprefix("attachment://") not in names:
                problems.append(
                    (
                        f"{prefix}embeds.{i}.{key}.{sub}",
                        "ATTACHMENT_NOT_FOUND",
                        f"{url} names no file of this message",
                    )
                )
    return problems


def _validate_embed(problems: list[Problem], path: str, embed: dict[str, Any]) -> int:
    size = 0
    for key, limit in EMBED_LIMITS.items():
        value = embed.get(key)
        _check_str(problems, f"{path}.{key}", value, limit)
        size += len(value) if isinstance(value, str) else 0
    fields = embed.get("fields") or []
    if len(fields) > 25:
        problems.append(_too_long(f"{path}.fields", 25))
    for j, fld in enumerate(fields):
        for key, limit in (("name", 256), ("value", 1024)):
            value = fld.get(key)
            if not value:
                problems.append(_required(f"{path}.fields.{j}.{key}"))
            _check_str(problems, f"{path}.fields.{j}.{key}", value, limit)
            size += len(value) if isinstance(value, str) else 0
    for key, sub, limit in (("footer", "text", 2048), ("author", "name", 256)):
        value = (embed.get(key) or {}).get(sub)
        _check_str(problems, f"{path}.{key}.{sub}", value, limit)
        size += len(value) if isinstance(value, str) else 0
    return size


def _validate_action_rows(problems: list[Problem], path: str, rows: list[dict[str, Any]]) -> None:
    if len(rows) > 5:
        problems.append(_too_long(path, 5))
    for i, row in enumerate(rows):
        rpath = f"{path}.{i}"
        if row.get("type") != 1:
            problems.append(
                (
                    f"{rpath}.type",
                    "UNION_TYPE_CHOICES",
                    'Value of field "type" must be one of (1,).',
                )
            )
            continue
        children = row.get("components") or []
        if not 1 <= len(children) <= 5:
            problems.append(_bad_length(f"{rpath}.components", 1, 5))
        if any(c.get("type") in SELECT_TYPES for c in children) and len(children) > 1:
            # A select is as wide as its row: it must be alone in it.
            problems.append(
                (
                    f"{rpath}.components",
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "The specified component exceeds the maximum width",
                )
            )
        for j, comp in enumerate(children):
            _validate_interactive(problems, f"{rpath}.components.{j}", comp)


def _validate_components_v2(
    problems: list[Problem], path: str, components: list[dict[str, Any]]
) -> None:
    count = sum(1 for _ in walk_components(components))
    if count > 40:
        problems.append(_too_long(path, 40))
    text = 0
    for i, comp in enumerate(walk_components(components)):
        if comp.get("type") in (2, *SELECT_TYPES):
            _validate_interactive(problems, f"{path}.{i}", comp)
        if comp.get("type") == 10 and isinstance(comp.get("content"), str):
            text += len(comp["content"])
    if text > 4000:
        problems.append(_too_long(f"{path}", 4000))


def _validate_interactive(problems: list[Problem], path: str, comp: dict[str, Any]) -> None:
    kind = comp.get("type")
    custom_id = comp.get("custom_id")
    if kind == 2:
        style = comp.get("style")
        if style == 5:
            if not comp.get("url"):
                problems.append(_required(f"{path}.url"))
            if custom_id is not None:
                problems.append(
                    (
                        f"{path}.custom_id",
                        "BUTTON_COMPONENT_CUSTOM_ID_URL",
                        "A link has no custom_id",
                    )
                )
        elif style != 6 and not custom_id:
            problems.append(_required(f"{path}.custom_id"))
        if style != 6 and not comp.get("label") and not comp.get("emoji"):
            problems.append(
                (f"{path}.label", "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "Label or emoji")
            )
        _check_str(problems, f"{path}.label", comp.get("label"), 80)
    elif kind in SELECT_TYPES:
        if not custom_id:
            problems.append(_required(f"{path}.custom_id"))
        _check_str(problems, f"{path}.placeholder", comp.get("placeholder"), 150)
        min_values = comp.get("min_values", 1)
        max_values = comp.get("max_values", 1)
        if not 0 <= min_values <= 25:
            problems.append((f"{path}.min_values", "NUMBER_TYPE_MAX", "Must be 25 or less."))
        if not 1 <= max_values <= 25 or max_values < min_values:
            problems.append((f"{path}.max_values", "NUMBER_TYPE_MAX", "Must be 25 or less."))
        if kind == 3:
            options = comp.get("options") or []
            if not 1 <= len(options) <= 25:
                problems.append(_bad_length(f"{path}.options", 1, 25))
            elif max_values > len(options):
                problems.append(
                    (
                        f"{path}.max_values",
                        "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE",
                        "max_values must be at most the number of options",
                    )
                )
            values: set[str] = set()
            for k, opt in enumerate(options):
                opath = f"{path}.options.{k}"
                for key in ("label", "value"):
                    if not opt.get(key):
                        problems.append(_required(f"{opath}.{key}"))
                    _check_str(problems, f"{opath}.{key}", opt.get(key), 100)
                _check_str(problems, f"{opath}.description", opt.get("description"), 100)
                if opt.get("value") in values:
                    problems.append(
                        (
                            f"{opath}.value",
                            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                            "Select component option values must be unique",
                        )
                    )
                values.add(opt.get("value"))
    else:
        problems.append((f"{path}.type", "UNION_TYPE_CHOICES", "Not a message component type."))
        return
    if isinstance(custom_id, str) and not 1 <= len(custom_id) <= 100:
        problems.append(_bad_length(f"{path}.custom_id", 1, 100))


def _check_unique_custom_ids(
    problems: list[Problem], path: str, components: list[dict[str, Any]]
) -> None:
    seen: set[str] = set()
    for comp in walk_components(components):
        cid = comp.get("custom_id")
        if cid is None:
            continue
        if cid in seen:
            problems.append(
                (
                    path,
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    f"Component custom id {cid!r} is duplicated",
                )
            )
        seen.add(cid)


def validate_modal(data: dict[str, Any], prefix: str = "data.") -> list[Problem]:
    problems: list[Problem] = []
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= 100:
        problems.append(_bad_length(f"{prefix}custom_id", 1, 100))
    title = data.get("title")
    if not isinstance(title, str) or not 1 <= len(title) <= 45:
        problems.append(_bad_length(f"{prefix}title", 1, 45))
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        problems.append(_bad_length(f"{prefix}components", 1, 5))
    for i, comp in enumerate(walk_components(components)):
        path = f"{prefix}components.{i}"
        if comp.get("type") == 4:
            _check_str(problems, f"{path}.label", comp.get("label"), 45)
            _check_str(problems, f"{path}.value", comp.get("value"), 4000)
            _check_str(problems, f"{path}.placeholder", comp.get("placeholder"), 100)
            cid = comp.get("custom_id")
            if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
                problems.append(_bad_length(f"{path}.custom_id", 1, 100))
        elif comp.get("type") == 18:
            _check_str(problems, f"{path}.label", comp.get("label"), 45)
            _check_str(problems, f"{path}.description", comp.get("description"), 100)
    return problems


def validate_choices(data: dict[str, Any], prefix: str = "data.") -> list[Problem]:
    choices = data.get("choices") or []
    return [_too_long(f"{prefix}choices", 25)] if len(choices) > 25 else []


# --- application commands (the sync's PUT) ------------------------------------------------------

CHAT_INPUT, USER_COMMAND, MESSAGE_COMMAND = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10
# Per scope (global, or one guild): the application commands docs, "Registering a Command".
MAX_COMMANDS = {CHAT_INPUT: 100, USER_COMMAND: 5, MESSAGE_COMMAND: 5}
# A chat input command's names, descriptions and choices (name and value) together, at every
# level; a localized field counts its longest version. The docs said 4000 until
# discord-api-docs PR #6668 (February 2024) made it 8000, and Discord answers with this figure.
MAX_COMMAND_SIZE = 8000
MAX_SAFE_INTEGER = 2**53 - 1  # INTEGER options and choices: -2^53+1 to 2^53-1


def _name_char(ch: str) -> bool:
    # ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$ without the regex module: letters and numbers by
    # category, Devanagari and Thai (whose vowel signs are marks, not letters) by block.
    if ch in "-_'" or unicodedata.category(ch)[0] in "LN":
        return True
    cp = ord(ch)
    return 0x0900 <= cp <= 0x097F or 0xA8E0 <= cp <= 0xA8FF or 0x0E00 <= cp <= 0x0E7F


def _check_name(problems: list[Problem], path: str, name: Any, *, chat_input: bool) -> None:
    """Chat input command and option names: the pattern, lowercase where a letter has a
    lowercase form. Context menu names: any case, spaces allowed."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        problems.append(_bad_length(path, 1, 32))
    elif chat_input and not all(_name_char(ch) for ch in name):
        problems.append((path, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"))
    elif chat_input and any(ch.lower() != ch for ch in name):
        problems.append(
            (path, "APPLICATION_COMMAND_INVALID_NAME", "Command name must be lowercase")
        )


def _localized(field: dict[str, Any], key: str) -> list[tuple[str, Any]]:
    """(path suffix, value) of ``key`` and each of its localizations."""
    out: list[tuple[str, Any]] = [(key, field.get(key))]
    for locale, value in (field.get(f"{key}_localizations") or {}).items():
        if value is not None:
            out.append((f"{key}_localizations.{locale}", value))
    return out


def _longest(field: dict[str, Any], key: str) -> int:
    return max((len(str(v)) for _, v in _localized(field, key) if v is not None), default=0)


def command_size(field: dict[str, Any]) -> int:
    """The characters a command (or an option) counts towards :data:`MAX_COMMAND_SIZE`."""
    size = _longest(field, "name") + _longest(field, "description")
    for choice in field.get("choices") or []:
        size += _longest(choice, "name") + len(str(choice.get("value", "")))
    return size + sum(command_size(o) for o in field.get("options") or [])


def _duplicate(path: str) -> Problem:
    return (path, "APPLICATION_COMMAND_OPTION_NAME_DUPLICATED", "Option names must be unique")


def _validate_choices(
    problems: list[Problem], path: str, option: dict[str, Any], kind: Any
) -> None:
    choices = option.get("choices")
    if not choices:
        return
    if kind not in (STRING, INTEGER, NUMBER):
        problems.append((path, "APPLICATION_COMMAND_OPTION_CHOICES_INVALID", "No choices here"))
        return
    if option.get("autocomplete"):
        problems.append(
            (path, "AUTOCOMPLETE_AND_CHOICES", "Autocomplete cannot be set with choices")
        )
    if len(choices) > 25:
        problems.append(_too_long(path, 25))
    for k, choice in enumerate(choices):
        cpath = f"{path}.{k}"
        for suffix, name in _localized(choice, "name"):
            _check_length(problems, f"{cpath}.{suffix}", name, 1, 100)
        value = choice.get("value")
        if kind == STRING:
            ok = isinstance(value, str)
            if ok:
                _check_str(problems, f"{cpath}.value", value, 100)
        elif kind == INTEGER:
            ok = isinstance(value, int) and not isinstance(value, bool)
            ok = ok and abs(value) <= MAX_SAFE_INTEGER
        else:
            ok = isinstance(value, int | float) and not isinstance(value, bool)
        if not ok:
            problems.append(
                (f"{cpath}.value", "BASE_TYPE_CHOICES", f"Not a value of option type {kind}")
            )


def _validate_options(problems: list[Problem], path: str, options: Any, level: str) -> None:
    """The options of a command (``level`` "command"), of a subcommand group ("group") or of
    a subcommand ("subcommand"): only a command holds groups, only a command or a group
    holds subcommands, and subcommands do not mix with other options."""
    if not options:
        return
    if not isinstance(options, list):
        problems.append((path, "BASE_TYPE_ARRAY", "Must be an array."))
        return
    if len(options) > 25:
        problems.append(_too_long(path, 25))
    nested = [
        isinstance(o, dict) and o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options
    ]
    if level == "command" and any(nested) and not all(nested):
        problems.append(
            (
                path,
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "Sub-command and sub-command group option types are mutually exclusive to all "
                "other types",
            )
        )
    names: set[Any] = set()
    optional_seen = False
    for j, option in enumerate(options):
        opath = f"{path}.{j}"
        if not isinstance(option, dict):
            problems.append((opath, "MODEL_TYPE_CONVERT", "Only dictionaries may be used"))
            continue
        kind: Any = option.get("type")  # as the bot sent it: any JSON
        allowed = {
            "command": {SUB_COMMAND, SUB_COMMAND_GROUP},
            "group": {SUB_COMMAND},
            "subcommand": set(),
        }[level]
        if kind in (SUB_COMMAND, SUB_COMMAND_GROUP) and kind not in allowed:
            problems.append(
                (
                    f"{opath}.type",
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "A subcommand group holds subcommands only, a subcommand no subcommands",
                )
            )
        if level == "group" and kind != SUB_COMMAND:
            problems.append(
                (f"{opath}.type", "APPLICATION_COMMAND_OPTION_TYPE_INVALID", "Not a subcommand")
            )
        for suffix, name in _localized(option, "name"):
            _check_name(problems, f"{opath}.{suffix}", name, chat_input=True)
        for suffix, text in _localized(option, "description"):
            _check_length(problems, f"{opath}.{suffix}", text, 1, 100)
        if option.get("name") in names:
            problems.append(_duplicate(f"{opath}.name"))
        names.add(option.get("name"))
        if kind not in (SUB_COMMAND, SUB_COMMAND_GROUP):
            if option.get("required") and optional_seen:
                problems.append(
                    (
                        f"{opath}.required",
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                        "Required options must be placed before non-required options",
                    )
                )
            optional_seen = optional_seen or not option.get("required")
        _validate_choices(problems, f"{opath}.choices", option, kind)
        inner = {SUB_COMMAND: "subcommand", SUB_COMMAND_GROUP: "group"}.get(kind)
        if inner is not None:
            _validate_options(problems, f"{opath}.options", option.get("options"), inner)
        elif option.get("options"):
            problems.append(
                (f"{opath}.options", "APPLICATION_COMMAND_OPTION_TYPE_INVALID", "No options here")
            )


def validate_commands(commands: Any) -> list[Problem]:
    """A bulk overwrite (PUT .../commands): every command of one scope."""
    if not isinstance(commands, list):
        return [("", "BASE_TYPE_ARRAY", "Must be an array.")]
    problems: list[Problem] = []
    seen: set[tuple[Any, Any]] = set()
    counts: dict[Any, int] = {}
    for i, cmd in enumerate(commands):
        if not isinstance(cmd, dict):
            problems.append((str(i), "MODEL_TYPE_CONVERT", "Only dictionaries may be used"))
            continue
        kind = cmd.get("type", CHAT_INPUT)
        chat_input = kind == CHAT_INPUT
        counts[kind] = counts.get(kind, 0) + 1
        for suffix, name in _localized(cmd, "name"):
            _check_name(problems, f"{i}.{suffix}", name, chat_input=chat_input)
        if (cmd.get("name"), kind) in seen:
            problems.append(
                (
                    f"{i}.name",
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    "Application command names must be unique",
                )
            )
        seen.add((cmd.get("name"), kind))
        if chat_input:
            for suffix, text in _localized(cmd, "description"):
                _check_length(problems, f"{i}.{suffix}", text, 1, 100)
            _validate_options(problems, f"{i}.options", cmd.get("options"), "command")
            size = command_size(cmd)
            if size > MAX_COMMAND_SIZE:
                problems.append(
                    (
                        str(i),
                        "APPLICATION_COMMAND_TOO_LARGE",
                        f"Command exceeds maximum size ({MAX_COMMAND_SIZE})",
                    )
                )
        else:
            # User and message commands have an empty description and no options.
            if cmd.get("description"):
                problems.append(
                    (f"{i}.description", "BASE_TYPE_MAX_LENGTH", "Must be 0 or fewer in length.")
                )
            if cmd.get("options"):
                problems.append(
                    (f"{i}.options", "BASE_TYPE_MAX_LENGTH", "Must be 0 or fewer in length.")
                )
    for kind, limit in MAX_COMMANDS.items():
        if counts.get(kind, 0) > limit:
            problems.append(
                (
                    "",
                    "APPLICATION_COMMANDS_LIMIT",
                    f"Maximum number of application commands of type {kind} reached ({limit})",
                )
            )
    return problems


# --- threads ---------------------------------------------------------------------------------

ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes


def validate_thread(data: dict[str, Any], *, creating: bool) -> list[Problem]:
    """A thread's name and archive time, as it is started or changed (PATCH /channels/{id})."""
    problems: list[Problem] = []
    if creating and "name" not in data:
        problems.append(_required("name"))
    elif "name" in data:
        _check_length(problems, "name", data["name"], 1, 100)
    duration = data.get("auto_archive_duration")
    if duration is not None and (isinstance(duration, bool) or duration not in ARCHIVE_DURATIONS):
        problems.append(
            (
                "auto_archive_duration",
                "BASE_TYPE_CHOICES",
                "Value must be one of {60, 1440, 4320, 10080}.",
            )
        )
    return problems


def is_empty_message(payload: dict[str, Any]) -> bool:
    """Discord refuses a message with nothing to show (50006)."""
    return not (
        payload.get("content")
        or payload.get("embeds")
        or payload.get("components")
        or payload.get("attachments")
        or payload.get("sticker_ids")
        or payload.get("poll")
    )


def form_error(problems: list[Problem]) -> dict[str, Any]:
    """Discord's 50035 body: errors nested by path, each leaf holding ``_errors``."""
    errors: dict[str, Any] = {}
    for path, code, message in problems:
        node = errors
        for part in path.split(".") if path else ():
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return {"code": 50035, "message": "Invalid Form Body", "errors": errors}
