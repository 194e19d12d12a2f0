"""Writes fixtures/items/inspect/*.eval, *.json and their *.expected.json: eval logs written by
Inspect AI's own code, running real evals (its task runner, solvers, scorers, epoch reducers,
metrics and log recorders) on its built-in `mockllm/model` with a solver that answers from the
sample's metadata, so the answers (and so the scores) are fixed here.

Inspect AI: UKGovernmentBEIS/inspect_ai at commit 499e6152e7b8fc8cbd8ac5283536572aa6e4ab17
(0.3.260-7-g499e6152e; setuptools_scm calls it 0.3.261.dev7+g499e6152e). It does not install from
pip here, so it runs from its source: INSPECT_SRC is the checkout's `src` folder. Its Python
dependencies come from pip (pydantic 2.13, zstandard 0.25, anyio, numpy, rich, fsspec, …:
`pip install -r requirements.txt` for those it finds) and, for those pip does not have, from their
own sources on DEPS_PATH: zipfile_zstd 0.0.4 (taisei-project/python-zipfile-zstd: it adds zstd to
zipfile on Python < 3.14, what Inspect uses to compress its .eval entries), jsonlines 4.0.0
(wbolster/jsonlines), semver 3.0.4 (python-semver), and Debian bookworm's python3-ijson 3.2.0 and
python3-shortuuid 1.0.11. Stand-ins (empty modules) replace only what does display or cloud I/O and
is not run here: `textual` (terminal UI), `acp` (the Agent Client Protocol, an editor's UI),
`aioboto3` and `s3fs` (S3). The package metadata Inspect reads for its version is written on
DEPS_PATH as inspect_ai-<version>.dist-info.

Each log is then read back with Inspect's own reader (read_eval_log), checked, and Inspect's
figures (results.scores: name, scorer, reducer, metrics; reductions) are written beside it as
<log>.expected.json, which the tests assert. Run (Python 3.11) from the repository root:
    INSPECT_SRC=/path/to/inspect_ai/src DEPS_PATH=/path/to/deps python tests/items/make_inspect_fixtures.py
Timestamps, run ids and sample uuids differ from run to run; the scores do not.
"""
import importlib.abc
import importlib.machinery
import json
import os
import shutil
import sys
import tempfile
import types
import zipfile
from pathlib import Path

INSPECT_COMMIT = "499e6152e7b8fc8cbd8ac5283536572aa6e4ab17"
INSPECT_VERSION = "0.3.261.dev7+g499e6152e"
OUT = Path("fixtures/items/inspect")
STANDIN_ROOTS = ("acp", "textual", "aioboto3", "s3fs")


class _StandinType(type):
    """A class whose attributes, subscripts and unions are stand-in classes too."""

    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _StandinType(name, (_Standin,), {})

    def __getitem__(cls, item):
        return cls

    def __or__(cls, other):
        return cls

    def __ror__(cls, other):
        return cls


class _Standin(metaclass=_StandinType):
    def __init__(self, *args, **kwargs):
        pass

    def __init_subclass__(cls, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return self

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self


class _StandinModule(types.ModuleType):
    __path__ = []

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        value = _StandinType(name, (_Standin,), {"__module__": self.__name__})
        setattr(self, name, value)
        return value


class _StandinFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, fullname, path, target=None):
        if fullname.split(".")[0] in STANDIN_ROOTS:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        return _StandinModule(spec.name)

    def exec_module(self, module):
        pass


def setup_paths():
    src, deps = os.environ.get("INSPECT_SRC"), os.environ.get("DEPS_PATH")
    if not src or not deps:
        sys.exit("set INSPECT_SRC (inspect_ai's src folder) and DEPS_PATH (see the docstring)")
    meta = Path(deps) / f"inspect_ai-{INSPECT_VERSION}.dist-info"
    meta.mkdir(parents=True, exist_ok=True)
    (meta / "METADATA").write_text(f"Metadata-Version: 2.1\nName: inspect_ai\nVersion: {INSPECT_VERSION}\n")
    sys.path[:0] = [deps, src]
    sys.meta_path.insert(0, _StandinFinder())


setup_paths()

from inspect_ai import Epochs, Task, eval  # noqa: E402
from inspect_ai.dataset import Sample  # noqa: E402
from inspect_ai.log import read_eval_log  # noqa: E402
from inspect_ai.scorer import Score, accuracy, includes, match, mean, scorer, stderr  # noqa: E402
from inspect_ai.solver import solver  # noqa: E402

# (id, target, the answers of epochs 1, 2, 3): each epoch answers the next one, cyclically.
QUESTIONS = [
    (1, "4", ["4", "4", "4"]),
    (2, "7", ["7", "1", "7"]),
    (3, "9", ["2", "3", "9"]),
    (4, "12", ["12", "12", "13"]),
    (5, "3", ["5", "6", "8"]),
    (6, "10", ["10", "The answer is 10", "10"]),
]


@solver
def answer_from_metadata():
    """The model's answer for this epoch, from the sample's metadata (mockllm answers nothing useful)."""

    async def solve(state, generate):
        answers = state.metadata["answers"]
        state.output.completion = answers[(state.epoch - 1) % len(answers)]
        return state

    return solve


@scorer(metrics={"correct": [accuracy(), stderr()], "brevity": [mean()]})
def graded():
    """A dict-valued scorer: a grade and a number per sample, each key with its own metrics."""

    async def score(state, target):
        answer = state.output.completion
        return Score(
            value={"correct": "C" if answer.strip() == target.text else "I", "brevity": round(1 / len(answer), 6)},
            answer=answer,
        )

    return score


def dataset(string_ids=False):
    return [
        Sample(id=f"q{i}" if string_ids else i, input=f"question {i}", target=t, metadata={"answers": a})
        for i, t, a in QUESTIONS
    ]


def run(name, task, log_format):
    """Run the eval with Inspect, keep its log as OUT/name.<format>, and its figures beside it."""
    with tempfile.TemporaryDirectory() as tmp:
        logs = eval(task, model="mockllm/model", log_dir=tmp, log_format=log_format, display="none")
        assert len(logs) == 1 and logs[0].status == "success", logs[0].status
        written = Path(logs[0].location)
        target = OUT / f"{name}{written.suffix}"
        shutil.copyfile(written, target)
    # Inspect's own reader on the committed file.
    log = read_eval_log(str(target))
    assert log.status == "success" and log.samples is not None and log.results is not None
    if log_format == "eval":
        with zipfile.ZipFile(target) as z:
            methods = {i.compress_type for i in z.infolist()}
        assert methods == {93}, f"expected zstd entries only, got {methods}"
    expected = {
        "inspect_ai": {"commit": INSPECT_COMMIT, "version": INSPECT_VERSION},
        "file": target.name,
        "status": log.status,
        "samples": len(log.samples),
        "epochs": log.eval.config.epochs,
        "epochs_reducer": log.eval.config.epochs_reducer,
        "scores": [
            {
                "name": s.name,
                "scorer": s.scorer,
                "reducer": s.reducer,
                "scored_samples": s.scored_samples,
                "metrics": {m.name: m.value for m in s.metrics.values()},
            }
            for s in log.results.scores
        ],
        "reductions": [
            {
                "scorer": r.scorer,
                "reducer": r.reducer,
                "values": {str(s.sample_id): s.value for s in r.samples},
            }
            for r in (log.reductions or [])
        ],
    }
    (OUT / f"{name}.expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(target, [(s["name"], s["reducer"], s["metrics"]) for s in expected["scores"]])


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    scorers = [match(), includes(), graded()]
    # Three epochs reduced two ways: each (scorer, reducer) is its own result in Inspect.
    run(
        "arith-two-reducers",
        Task(name="arith", dataset=dataset(), solver=answer_from_metadata(), scorer=scorers,
             epochs=Epochs(3, ["mean", "at_least_2"])),
        "eval",
    )
    # One reducer (Inspect's default, mean) over three epochs; string sample ids.
    run(
        "arith-one-reducer",
        Task(name="arith", dataset=dataset(string_ids=True), solver=answer_from_metadata(), scorer=scorers,
             epochs=3),
        "eval",
    )
    # The same eval written with --log-format json.
    run(
        "arith-one-reducer-json",
        Task(name="arith", dataset=dataset(string_ids=True), solver=answer_from_metadata(), scorer=scorers,
             epochs=3),
        "json",
    )


if __name__ == "__main__":
    main()
