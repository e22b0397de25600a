"""What ``docker compose`` would run on a host, read from the repository's Compose files the way
Compose reads them. No Docker engine runs in the tests, so this applies Compose's documented
rules, each to the letter, and nothing else:

- The file: ``-f FILE``, else ``COMPOSE_FILE`` (the shell's, else the working directory's
  .env), else compose.yaml; the project is named after the folder holding the (first) file
  unless ``-p``, ``COMPOSE_PROJECT_NAME`` or a top-level ``name:`` says otherwise, and a named
  volume is ``<project>_<key>`` unless its ``name:`` says otherwise.
  https://docs.docker.com/compose/how-tos/environment-variables/envvars/
  https://docs.docker.com/compose/how-tos/project-name/
  https://docs.docker.com/reference/compose-file/volumes/
- ``${VAR}``, ``${VAR:-default}``, ``${VAR:?error}`` take the .env file's values, in every
  service of the file, enabled or not: Compose interpolates the file before it applies
  profiles, so a ``:?`` of a service under a profile stops a plain ``up`` too (reported in
  https://github.com/LegalQuants/lq-ai/issues/92).
  https://docs.docker.com/compose/how-tos/environment-variables/variable-interpolation/
- ``extends`` takes the base service as its own file defines it (its own ``extends`` applied
  first), then the extending service's keys over it: mappings (``environment``,
  ``depends_on``, ...) key by key, ``volumes`` by their target, other lists appended, anything
  else replaced. https://docs.docker.com/reference/compose-file/services/#extends
- A service without ``profiles`` is always enabled; one with profiles only when one of them is
  (``--profile``, ``COMPOSE_PROFILES``), or when it is named on the command line (``run``).
  ``depends_on`` services start first. https://docs.docker.com/compose/how-tos/profiles/
- ``up`` creates (or recreates) a container per enabled service and leaves the project's other
  containers (orphans) running unless ``--remove-orphans`` (or ``COMPOSE_REMOVE_ORPHANS``);
  ``down`` and ``stop`` remove or stop those of the enabled services; ``run --rm`` runs a
  one-off container of a service, its command replaced by the arguments after the service.
  https://docs.docker.com/reference/cli/docker/compose/run/

A container's environment is the image's ``ENV``, under ``env_file``, under ``environment``;
its command the service's ``command``, else the image's ``CMD`` (the Dockerfile's, for the
services built from it).
"""

from __future__ import annotations

import copy
import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

__all__ = ["ComposeError", "Container", "Host", "dockerfile_instructions"]

_VARIABLE = re.compile(r"\$\{(\w+)(?:(:?[-?])([^}]*))?\}")
_TRUE = ("1", "true")


class ComposeError(Exception):
    """What Compose would refuse (an unset required variable, an unknown service, ...)."""


def dockerfile_instructions(root: Path) -> list[tuple[str, str]]:
    """The Dockerfile's instructions, (NAME, arguments), its continuations joined."""
    text = (root / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    lines = [x.strip() for x in text.splitlines() if x.strip() and not x.lstrip().startswith("#")]
    return [(x.split(None, 1)[0].upper(), x.split(None, 1)[1]) for x in lines]


@dataclass(frozen=True)
class Container:
    service: str
    argv: tuple[str, ...]
    environment: dict[str, str]
    mounts: dict[str, str]  # target: "volume <its name>" or "bind <absolute host path>"
    config: dict[str, Any]  # the service as Compose resolved it


@dataclass
class Host:
    """A checkout of the repository at ``root`` with its .env (``dotenv``), where ``docker
    compose`` commands are typed; what runs is in ``running``, one-off runs in ``one_offs``."""

    root: Path
    dotenv: dict[str, str]
    running: dict[str, Container] = field(default_factory=dict)
    one_offs: list[Container] = field(default_factory=list)

    def compose(self, command: str) -> None:
        words = shlex.split(command)
        if words[:2] != ["docker", "compose"]:
            raise ComposeError(f"not a docker compose command: {command}")
        words = words[2:]
        files: list[str] = []
        profiles = [p for p in self.dotenv.get("COMPOSE_PROFILES", "").split(",") if p]
        while words[0].startswith("-"):
            flag, value, words = words[0], words[1], words[2:]
            if flag in ("-f", "--file"):
                files.append(value)
            elif flag == "--profile":
                profiles.append(value)
            else:
                raise ComposeError(f"a flag this model does not know: {flag}")
        if not files:
            files = self.dotenv.get("COMPOSE_FILE", "compose.yaml").split(":")
        if len(files) != 1:
            raise ComposeError("several -f files: merging them is not modelled")
        services, volumes = self._load(files[0])
        verb, rest = words[0], words[1:]
        flags = [w for w in rest if w.startswith("-")]
        names = [w for w in rest if not w.startswith("-")]
        enabled = [s for s, c in services.items() if _enabled(c, profiles)]
        if verb == "up":
            self._start(names or enabled, services, volumes)
            removing = "--remove-orphans" in flags or (
                self.dotenv.get("COMPOSE_REMOVE_ORPHANS", "").lower() in _TRUE
            )
            if removing:
                self.running = {s: c for s, c in self.running.items() if s in services}
        elif verb in ("down", "stop"):
            for name in names or enabled:
                self.running.pop(name, None)
        elif verb == "run":
            (service, *argv) = [w for w in rest if w not in ("--rm", "-T")]
            if service not in services:
                raise ComposeError(f"no such service: {service}")
            self._start(_dependencies(services[service]), services, volumes)
            self.one_offs.append(self._container(service, services[service], volumes, argv))
        elif verb in ("exec", "logs"):
            if names and names[0] not in self.running:
                raise ComposeError(f"service {names[0]} is not running")
        elif verb != "build":
            raise ComposeError(f"a command this model does not know: {verb}")

    def _start(self, names: list[str], services: dict[str, Any], volumes: dict[str, str]) -> None:
        for name in names:
            if name not in services:
                raise ComposeError(f"no such service: {name}")
            self._start(_dependencies(services[name]), services, volumes)
            self.running[name] = self._container(name, services[name], volumes, [])

    def _container(
        self, name: str, service: dict[str, Any], volumes: dict[str, str], argv: list[str]
    ) -> Container:
        image_env: dict[str, str] = {}
        image_cmd: list[str] = []
        if "build" in service:  # the image the Dockerfile makes
            for instruction, args in dockerfile_instructions(self.root):
                if instruction == "ENV":
                    image_env.update(dict(re.findall(r"(\w+)=(\S+)", args)))
                elif instruction == "CMD":
                    image_cmd = json.loads(args)
        environment = {**image_env}
        if "env_file" in service:
            environment.update(self.dotenv)
        environment.update({k: str(v) for k, v in _mapping(service.get("environment", {})).items()})
        mounts = {}
        for mount in service.get("volumes", []):
            kind, source, target = _mount(mount)
            if kind == "volume":
                mounts[target] = f"volume {volumes[source]}"
            else:
                mounts[target] = f"bind {(self.root / source).resolve()}"
        command = argv or service.get("command") or image_cmd
        return Container(name, tuple(command), environment, mounts, service)

    def _load(self, file: str) -> tuple[dict[str, Any], dict[str, str]]:
        """The file's services, extends applied and variables interpolated, and its named
        volumes' full names."""
        document = self._interpolated(file)
        raw = document.get("services", {})
        services = {name: self._extended(file, name, raw) for name in raw}
        project = (
            self.dotenv.get("COMPOSE_PROJECT_NAME")
            or document.get("name")
            or (self.root / file).parent.name
        )
        volumes = {
            key: (spec or {}).get("name") or f"{project}_{key}"
            for key, spec in document.get("volumes", {}).items()
        }
        return services, volumes

    def _interpolated(self, file: str) -> dict[str, Any]:
        def value(found: re.Match[str]) -> str:
            name, operator, argument = found.groups()
            given = self.dotenv.get(name)
            unset = given is None or (given == "" and operator and operator.startswith(":"))
            if operator and operator.endswith("?") and unset:
                raise ComposeError(f"required variable {name} is missing a value: {argument}")
            if operator and operator.endswith("-") and unset:
                return argument
            return given or ""

        def walk(node: Any) -> Any:
            if isinstance(node, dict):
                return {k: walk(v) for k, v in node.items()}
            if isinstance(node, list):
                return [walk(v) for v in node]
            return _VARIABLE.sub(value, node) if isinstance(node, str) else node

        text = (self.root / file).read_text(encoding="utf-8")
        return walk(yaml.safe_load(text))

    def _extended(self, file: str, name: str, services: dict[str, Any]) -> dict[str, Any]:
        service = copy.deepcopy(services[name])
        extends = service.pop("extends", None)
        if extends is None:
            return service
        if isinstance(extends, str):
            extends = {"service": extends}
        base_file = extends.get("file", file)
        base_services = self._interpolated(base_file)["services"]
        base = self._extended(base_file, extends["service"], base_services)
        return _merged(base, service)


def _merged(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        if key not in base:
            merged[key] = value
        elif key == "volumes":
            by_target = {_mount(m)[2]: m for m in base[key]}
            by_target.update({_mount(m)[2]: m for m in value})
            merged[key] = list(by_target.values())
        elif key in ("environment", "depends_on", "healthcheck", "labels"):
            merged[key] = {**_mapping(base[key]), **_mapping(value)}
        elif key == "command" or not isinstance(value, list):
            merged[key] = value
        else:
            merged[key] = base[key] + value
    return merged


def _mapping(value: Any) -> dict[str, Any]:
    """A mapping Compose also takes as a list (``- KEY=VALUE``, ``- service``)."""
    if isinstance(value, dict):
        return {k: "" if v is None else v for k, v in value.items()}
    return dict(item.split("=", 1) if "=" in item else (item, {}) for item in value)


def _mount(mount: Any) -> tuple[str, str, str]:
    """(``volume`` or ``bind``, source, target) of a short or long volume entry."""
    if isinstance(mount, dict):
        return mount["type"], mount["source"], mount["target"]
    source, target = mount.split(":")[:2]
    kind = "bind" if source.startswith((".", "/", "~")) else "volume"
    return kind, source, target


def _enabled(service: dict[str, Any], profiles: list[str]) -> bool:
    return not service.get("profiles") or bool(set(service["profiles"]) & set(profiles))


def _dependencies(service: dict[str, Any]) -> list[str]:
    return list(_mapping(service.get("depends_on", {})))
