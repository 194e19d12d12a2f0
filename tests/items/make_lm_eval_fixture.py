"""Writes fixtures/items/lm-eval/: what lm-evaluation-harness 0.4.13 itself writes for
`lm_eval --model scripted --tasks demo_mc,demo_gen --log_samples --output_path OUT` — its own
CLI, evaluator, filters, metrics and EvaluationTracker — on two small tasks whose documents are in
fixtures/items/lm-eval/tasks/ (made up here; no dataset copied). The model is scripted: the
loglikelihoods and generations below, returned through lm-eval's LM interface, so the run needs no
weights and no network.

Needs lm_eval 0.4.13 (`pip install --no-deps lm_eval==0.4.13` and its import-time dependencies:
datasets, sacrebleu, numpy, jinja2, dill, more_itertools, tqdm, scikit-learn). From the repository
root: python3 tests/items/make_lm_eval_fixture.py
lm-eval puts the date of the run in the file names and the results file; they are left as written.
"""
import json
import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import types  # noqa: E402


class _TableWriter:
    """Stand-in for pytablewriter (not in the local package mirror), which lm-eval uses only to
    print its summary table after the files are written: the same rows, as a markdown table."""

    def __init__(self):
        self.headers, self.value_matrix = [], []

    def dumps(self):
        rows = [self.headers, ["---"] * len(self.headers), *self.value_matrix]
        return "\n".join("|" + "|".join(str(v) for v in row) + "|" for row in rows) + "\n"


try:
    import pytablewriter  # noqa: F401
except ImportError:
    sys.modules["pytablewriter"] = types.SimpleNamespace(MarkdownTableWriter=_TableWriter, LatexTableWriter=_TableWriter)

import lm_eval  # noqa: E402
from lm_eval.api.model import LM  # noqa: E402
from lm_eval.api.registry import register_model  # noqa: E402

VERSION = "0.4.13"
ROOT = Path("fixtures/items/lm-eval")
TASKS = ROOT / "tasks"

# demo_mc: multiple choice (acc, acc_norm): question, choices, the gold index, and the scripted
# model's loglikelihood of each choice.
MC = [
    ("Which gas do plants take in to make food?", ["oxygen", "carbon dioxide", "nitrogen", "helium"], 1, [-6.1, -4.2, -7.0, -9.3]),
    ("What makes a compass needle point north?", ["wind", "gravity", "Earth's magnetic field", "sunlight"], 2, [-5.0, -5.6, -6.9, -8.1]),
    ("Which is a renewable source of energy?", ["coal", "oil", "natural gas", "wind"], 3, [-4.4, -4.9, -7.7, -3.9]),
    ("Water freezes at what temperature in degrees Celsius?", ["0", "10", "32", "100"], 0, [-2.1, -4.5, -3.0, -4.8]),
    ("Which organ pumps blood through the body?", ["lungs", "heart", "liver", "kidneys"], 1, [-5.9, -2.2, -6.4, -6.8]),
    ("What is the closest star to Earth?", ["Sirius", "the Moon", "the Sun", "Polaris"], 2, [-6.6, -4.1, -4.0, -7.2]),
    ("Which material conducts electricity best?", ["rubber", "copper", "wood", "glass"], 1, [-5.2, -5.3, -4.9, -6.0]),
    ("What do bees collect from flowers?", ["nectar", "sand", "salt", "iron"], 0, [-3.3, -7.5, -8.0, -9.9]),
    ("Which state of matter has a fixed shape?", ["gas", "liquid", "solid", "plasma"], 2, [-4.8, -4.7, -3.6, -8.8]),
    ("Which planet is known as the red planet?", ["Venus", "Mars", "Jupiter", "Saturn"], 1, [-4.0, -2.9, -5.5, -5.9]),
    ("What causes day and night on Earth?", ["Earth's rotation", "the Moon's orbit", "clouds", "tides"], 0, [-9.5, -8.0, -6.2, -7.9]),
    ("Which animal is a mammal?", ["shark", "frog", "whale", "eagle"], 2, [-5.1, -5.8, -5.4, -6.3]),
]

# demo_gen: generate_until, gsm8k-like (filters strict-match and flexible-extract): question, the
# answer, the scripted model's generation.
GEN = [
    ("Tom has 3 apples and buys 4 more. How many apples does he have?", "7", "Tom has 3 + 4 = 7 apples.\n#### 7"),
    ("A box holds 6 eggs. How many eggs are in 5 boxes?", "30", "5 boxes hold 5 * 6 = 30 eggs.\n#### 30"),
    ("Sara reads 12 pages a day. How many pages does she read in 3 days?", "36", "She reads 12 * 3 = 36 pages, so the answer is 36."),
    ("A train travels 60 km in 1 hour. How far does it go in 2.5 hours?", "150", "60 * 2.5 = 150 km.\n#### 150"),
    ("There are 24 students split into 4 equal teams. How many are in each team?", "6", "24 / 4 = 8 students per team.\n#### 8"),
    ("A shirt costs $15 and is 20% off. What is the sale price in dollars?", "12", "20% of 15 is 3, so the price is 15 - 3 = 12.\n#### 12"),
    ("Ben is 9 years old. His sister is twice as old. How old is she?", "18", "She is 2 * 9 = 18 years old. The answer: 18"),
    ("A garden has 5 rows of 7 plants. 6 plants die. How many are left?", "29", "5 * 7 = 35 plants, 35 - 6 = 29 left.\n#### 29"),
]

MC_YAML = """task: demo_mc
dataset_path: json
dataset_kwargs:
  data_files:
    test: {data}
test_split: test
output_type: multiple_choice
doc_to_text: "Question: {{{{question}}}}\\nAnswer:"
doc_to_target: "{{{{choices.label.index(answerKey)}}}}"
doc_to_choice: "{{{{choices.text}}}}"
metric_list:
  - metric: acc
    aggregation: mean
    higher_is_better: true
  - metric: acc_norm
    aggregation: mean
    higher_is_better: true
metadata:
  version: 1.0
"""

GEN_YAML = """task: demo_gen
dataset_path: json
dataset_kwargs:
  data_files:
    test: {data}
test_split: test
output_type: generate_until
doc_to_text: "Question: {{{{question}}}}\\nAnswer:"
doc_to_target: "{{{{answer}}}}"
generation_kwargs:
  until: ["Question:", "</s>", "<|im_end|>"]
  do_sample: false
  temperature: 0.0
metric_list:
  - metric: exact_match
    aggregation: mean
    higher_is_better: true
    ignore_case: true
    ignore_punctuation: false
    regexes_to_ignore: [",", "\\\\$", "(?s).*#### ", "\\\\.$"]
filter_list:
  - name: strict-match
    filter:
      - function: regex
        regex_pattern: "#### (\\\\-?[0-9\\\\.\\\\,]+)"
      - function: take_first
  - name: flexible-extract
    filter:
      - function: regex
        group_select: -1
        regex_pattern: "(-?[$0-9.,]{{2,}})|(-?[0-9]+)"
      - function: take_first
metadata:
  version: 1.0
"""


def write_tasks():
    TASKS.mkdir(parents=True, exist_ok=True)
    with open(TASKS / "demo_mc.jsonl", "w", encoding="utf-8") as f:
        for i, (q, choices, gold, _) in enumerate(MC):
            doc = {"id": f"demo-mc-{i}", "question": q, "choices": {"text": choices, "label": ["A", "B", "C", "D"]}, "answerKey": "ABCD"[gold]}
            f.write(json.dumps(doc, ensure_ascii=False) + "\n")
    with open(TASKS / "demo_gen.jsonl", "w", encoding="utf-8") as f:
        for q, answer, _ in GEN:
            f.write(json.dumps({"question": q, "answer": f"#### {answer}"}, ensure_ascii=False) + "\n")
    # dataset paths relative to the folder lm-eval runs in (the repository root)
    (TASKS / "demo_mc.yaml").write_text(MC_YAML.format(data=(TASKS / "demo_mc.jsonl").as_posix()), encoding="utf-8")
    (TASKS / "demo_gen.yaml").write_text(GEN_YAML.format(data=(TASKS / "demo_gen.jsonl").as_posix()), encoding="utf-8")


@register_model("scripted")
class ScriptedLM(LM):
    """Answers from the tables above: a loglikelihood per choice, a generation per question."""

    def __init__(self, model="scripted", **kwargs):
        super().__init__()
        self.loglikelihoods = {}
        for q, choices, _, lls in MC:
            for c, ll in zip(choices, lls):
                self.loglikelihoods[(f"Question: {q}\nAnswer:", f" {c}")] = ll
        self.generations = {f"Question: {q}\nAnswer:": out for q, _, out in GEN}

    def loglikelihood(self, requests):
        out = []
        for r in requests:
            context, continuation = r.args
            ll = self.loglikelihoods[(context, continuation)]
            # is_greedy: whether the choice is the most likely of its question's choices
            siblings = [v for (c, _), v in self.loglikelihoods.items() if c == context]
            out.append((ll, ll == max(siblings)))
        return out

    def loglikelihood_rolling(self, requests):
        raise NotImplementedError("the demo tasks need no rolling loglikelihood")

    def generate_until(self, requests):
        return [self.generations[r.args[0]] for r in requests]


def main():
    from importlib.metadata import version

    if version("lm_eval") != VERSION:
        sys.exit(f"lm_eval {VERSION} is needed, found {version('lm_eval')}")
    write_tasks()
    out = ROOT / "out"
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(ROOT / "scripted__demo-model", ignore_errors=True)
    from lm_eval.__main__ import cli_evaluate

    sys.argv = [
        "lm_eval", "--model", "scripted", "--model_args", "model=scripted/demo-model",
        "--include_path", str(TASKS), "--tasks", "demo_mc,demo_gen",
        "--log_samples", "--output_path", str(out), "--seed", "0,1234,1234,1234",
    ]
    cli_evaluate()
    for run in out.iterdir():
        shutil.move(str(run), str(ROOT / run.name))
    out.rmdir()


if __name__ == "__main__":
    main()
