"""What ``bench/faults.py`` is made of: its bot process (:mod:`faults_parts.bot`) and its
scripted members (:mod:`faults_parts.members`). Nothing here imports the script back (run as
``__main__``, it would be loaded a second time)."""
