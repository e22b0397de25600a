"""Discord adapters: one cog per feature."""
