"""Click commands of the `tnfst` CLI, one module each (imported lazily by `tnfst.cli`)."""
