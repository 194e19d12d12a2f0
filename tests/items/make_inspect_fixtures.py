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

The `arith-usage*` logs add what a metered model reports: the solver asks `mockllm/model`, whose
outputs (Inspect's ModelOutput with its ModelUsage: input tokens, output tokens, cache reads) are
scripted per question and epoch and take a little time, and the scorer `model_graded_qa` asks a
second model, `mockllm/grader`; both models have prices (Inspect's ModelInfo cost), so Inspect
itself records each sample's `model_usage` per model with its `total_cost`, the log's
`stats.model_usage` totals, and each sample's `total_time` and `working_time`.

Each log is then read back with Inspect's own reader (read_eval_log), checked, and Inspect's
figures (results.scores: name, scorer, reducer, metrics; reductions; for the usage logs
stats.model_usage and the samples' times) are written beside it as <log>.expected.json, which the
tests assert. Run (Python 3.11) from the repository root:
    INSPECT_SRC=/path/to/inspect_ai/src DEPS_PATH=/path/to/deps python tests/items/make_inspect_fixtures.py [log names]
(no names: every log). Timestamps, run ids, sample uuids and times differ from run to run; the
scores and tokens do not.
"""
import contextvars
import importlib.abc
import importlib.machinery
import json
import math
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

import anyio  # noqa: E402
from inspect_ai import Epochs, Task, eval  # noqa: E402
from inspect_ai.dataset import Sample  # noqa: E402
from inspect_ai.log import read_eval_log  # noqa: E402
from inspect_ai.model import ModelOutput, ModelUsage, get_model  # noqa: E402
from inspect_ai.model._model_data.model_data import ModelCost, ModelInfo  # noqa: E402
from inspect_ai.model._model_info import set_model_info  # noqa: E402
from inspect_ai.scorer import (  # noqa: E402
    Score,
    accuracy,
    includes,
    match,
    mean,
    model_graded_qa,
    scorer,
    stderr,
)
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


# The metered models: what the answerer and the grader charge, $ per million tokens (Inspect's ModelCost).
PRICES = {
    "mockllm/model": ModelCost(input=0.15, output=0.6, input_cache_write=0.15, input_cache_read=0.075),
    "mockllm/grader": ModelCost(input=1.0, output=4.0, input_cache_write=1.0, input_cache_read=0.5),
}
CHARS_PER_TOKEN = 4
# The epoch of the sample being answered, set by the solver for the scripted model it asks.
EPOCH = contextvars.ContextVar("epoch", default=1)


def tokens(text):
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def metered_answerer(token_scale):
    """mockllm/model's outputs: the epoch's answer from the questions' table, with the usage a metered
    API reports (from the second epoch on, the first 4 input tokens are read from the prompt cache)
    and a latency that grows with the output. `token_scale`: output tokens billed per answer token."""
    answers = {f"question {i}": a for i, _, a in QUESTIONS}

    async def generate(input, tools, tool_choice, config):
        question = input[-1].text
        epoch = EPOCH.get()
        answer = answers[question][(epoch - 1) % len(answers[question])]
        prompt = tokens(question) + 8  # the system prompt's 8 tokens, as a chat template adds them
        cached = 4 if epoch > 1 else 0
        output = tokens(answer) * token_scale
        await anyio.sleep(0.01 + 0.002 * output)
        out = ModelOutput.from_content(model="mockllm/model", content=answer)
        out.usage = ModelUsage(
            input_tokens=prompt - cached,
            output_tokens=output,
            total_tokens=prompt + output,
            input_tokens_cache_read=cached or None,
        )
        return out

    return generate


def metered_grader():
    """mockllm/grader's outputs for model_graded_qa: C when the submission is the criterion, with usage."""

    async def generate(input, tools, tool_choice, config):
        prompt = input[-1].text
        submission = prompt.split("[Submission]: ", 1)[1].split("\n", 1)[0].strip()
        criterion = prompt.split("[Criterion]: ", 1)[1].split("\n", 1)[0].strip()
        verdict = "GRADE: C" if submission == criterion else "GRADE: I"
        await anyio.sleep(0.005)
        out = ModelOutput.from_content(model="mockllm/grader", content=verdict)
        out.usage = ModelUsage(input_tokens=tokens(prompt), output_tokens=3, total_tokens=tokens(prompt) + 3)
        return out

    return generate


@solver
def ask_metered_model():
    """Asks the model (mockllm/model with metered_answerer), telling it the epoch."""

    async def solve(state, generate):
        EPOCH.set(state.epoch)
        return await generate(state)

    return solve


def dataset(string_ids=False):
    return [
        Sample(id=f"q{i}" if string_ids else i, input=f"question {i}", target=t, metadata={"answers": a})
        for i, t, a in QUESTIONS
    ]


def run(name, task, log_format, model="mockllm/model"):
    """Run the eval with Inspect, keep its log as OUT/name.<format>, and its figures beside it."""
    with tempfile.TemporaryDirectory() as tmp:
        logs = eval(task, model=model, log_dir=tmp, log_format=log_format, display="none")
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
    if log.stats.model_usage:
        # Inspect's own usage figures: its totals per model, and each sample's usage and times.
        expected["stats_model_usage"] = {m: u.model_dump(exclude_none=True) for m, u in log.stats.model_usage.items()}
        expected["sample_usage"] = [
            {
                "id": s.id,
                "epoch": s.epoch,
                "model_usage": {m: u.model_dump(exclude_none=True) for m, u in s.model_usage.items()},
                "total_time": s.total_time,
                "working_time": s.working_time,
            }
            for s in log.samples
        ]
    (OUT / f"{name}.expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(target, [(s["name"], s["reducer"], s["metrics"]) for s in expected["scores"]])


def usage_run(name, token_scale, log_format):
    """The arith eval on metered models: the answerer with `token_scale`, graded by a second model."""
    for model, cost in PRICES.items():
        set_model_info(model, ModelInfo(cost=cost))
    answerer = get_model("mockllm/model", custom_outputs=metered_answerer(token_scale))
    grader = get_model("mockllm/grader", custom_outputs=metered_grader())
    run(
        name,
        Task(name="arith", dataset=dataset(), solver=ask_metered_model(),
             scorer=[match(), model_graded_qa(model=grader)], epochs=3),
        log_format,
        model=answerer,
    )


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    scorers = [match(), includes(), graded()]
    runs = {
        # Three epochs reduced two ways: each (scorer, reducer) is its own result in Inspect.
        "arith-two-reducers": lambda: run(
            "arith-two-reducers",
            Task(name="arith", dataset=dataset(), solver=answer_from_metadata(), scorer=scorers,
                 epochs=Epochs(3, ["mean", "at_least_2"])),
            "eval",
        ),
        # One reducer (Inspect's default, mean) over three epochs; string sample ids.
        "arith-one-reducer": lambda: run(
            "arith-one-reducer",
            Task(name="arith", dataset=dataset(string_ids=True), solver=answer_from_metadata(), scorer=scorers,
                 epochs=3),
            "eval",
        ),
        # The same eval written with --log-format json.
        "arith-one-reducer-json": lambda: run(
            "arith-one-reducer-json",
            Task(name="arith", dataset=dataset(string_ids=True), solver=answer_from_metadata(), scorer=scorers,
                 epochs=3),
            "json",
        ),
        # Metered models (usage, cost, times); the same with twice the output tokens; as JSON.
        "arith-usage": lambda: usage_run("arith-usage", 1, "eval"),
        "arith-usage-verbose": lambda: usage_run("arith-usage-verbose", 2, "eval"),
        "arith-usage-json": lambda: usage_run("arith-usage-json", 1, "json"),
    }
    names = sys.argv[1:] or list(runs)
    unknown = [n for n in names if n not in runs]
    if unknown:
        sys.exit(f"unknown log(s) {unknown}: {list(runs)}")
    for n in names:
        runs[n]()


if __name__ == "__main__":
    main()
