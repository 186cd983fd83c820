"""Building the DNC training corpus: ToBeNormalized tokens in their windows.

Modules, one job each:
    sources     read Google TSV sentences, build the window input
    examples    the JSONL example and which tokens become examples
    units       the unit of a MEASURE token, the currency of a MONEY token
    upsample    Pramanik & Hussain's up-sampling of rare units and big cardinals
    synthetic   MEASURE/MONEY examples for listed units the data never shows
    vocabulary  the decoder's output vocabulary
    build       the whole build (BuildConfig -> BuildResult) and writing the files
    report      the human-readable summary written beside the corpus (report.md)

The CLI is `training/build_corpus.py`.
"""
