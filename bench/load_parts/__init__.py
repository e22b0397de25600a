"""What the scenarios of ``bench/load.py`` share: its settings (:mod:`load_parts.settings`), the
bot's process (:mod:`load_parts.process`), the watched fake and what the members read of it
(:mod:`load_parts.fake`), the recorder (:mod:`load_parts.record`), one gin run
(:mod:`load_parts.gin`, :mod:`load_parts.phase`), the references (:mod:`load_parts.references`)
and the report (:mod:`load_parts.printers`, :mod:`load_parts.tables`,
:mod:`load_parts.accounting`). The scenarios are ``bench/load.py`` (the load and the command
line), ``bench/load_layouts.py`` and ``bench/load_kill.py``; nothing here imports them."""
