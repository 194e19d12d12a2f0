"""Writes fixtures/items/lm-eval/: what `lm_eval --tasks demo_mc,demo_gen --log_samples
--output_path out/` writes for two small tasks, produced faithfully to lm-evaluation-harness's own
code (EleutherAI/lm-evaluation-harness at 4e7e0d47f: evaluator.py builds each sample, filters per
`filter`, metrics per `metrics`; loggers/evaluation_tracker.py sanitizes `arguments`, `resps`
and `filtered_resps` (sanitize_list: every leaf a string), dumps with ensure_ascii=False and names
the files samples_<task>_<date_id>.jsonl and results_<date_id>.json; utils.hash_string is sha256).
The documents, the model's loglikelihoods and generations are made up here (no dataset is copied).
Run from the repository root: python3 tests/items/make_lm_eval_fixture.py
"""
import hashlib
import json
import math
import re
from pathlib import Path

OUT = Path("fixtures/items/lm-eval/EleutherAI__pythia-160m")
DATE_ID = "2026-11-20T09-41-07.512384"


def hash_string(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def sanitize_list(sub):
    if isinstance(sub, list):
        return [sanitize_list(item) for item in sub]
    if isinstance(sub, tuple):
        return tuple(sanitize_list(item) for item in sub)
    return str(sub)


def sample(doc_id, doc, target, requests, filter_key, metrics):
    """evaluator.py's `example`, then evaluation_tracker.save_results_samples' sanitizing."""
    example = {
        "doc_id": doc_id,
        "doc": doc,
        "target": target,
        "arguments": [r["args"] for r in requests],
        "resps": [r["resps"] for r in requests],
        "filtered_resps": [r["filtered"][filter_key] for r in requests],
        "filter": filter_key,
        "metrics": list(metrics.keys()),
        "doc_hash": hash_string(json.dumps(doc, indent=2, ensure_ascii=False)),
        "prompt_hash": hash_string(requests[0]["args"][0]),
        "target_hash": hash_string(str(target)),
    }
    example.update(metrics)
    arguments = {}
    for i, arg in enumerate(example["arguments"]):
        arguments[f"gen_args_{i}"] = {}
        for j, tmp in enumerate(arg):
            arguments[f"gen_args_{i}"][f"arg_{j}"] = tmp
    example["resps"] = sanitize_list(example["resps"])
    example["filtered_resps"] = sanitize_list(example["filtered_resps"])
    example["arguments"] = arguments
    example["target"] = str(example["target"])
    return json.dumps(example, ensure_ascii=False) + "\n"


# demo_mc: multiple choice, metrics acc and acc_norm (argmax of loglikelihood, and of loglikelihood per byte).
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

# demo_gen: generate_until, gsm8k-like; filters strict-match ("#### N") and flexible-extract (the last number).
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


def strict_match(text):
    m = re.findall(r"#### (\-?[0-9\.\,]+)", text)
    return m[0] if m else "[invalid]"


def flexible_extract(text):
    m = re.findall(r"(-?[$0-9.,]{2,})|(-?[0-9]+)", text)
    if not m:
        return "[invalid]"
    last = m[-1]
    return (last[0] or last[1]).strip()


def exact_match(pred, gold):
    """The task's exact_match with ignore_case and regexes_to_ignore [",", "\\$", "(?s).*#### ", "\\.$"]."""
    def clean(s):
        for r in [",", "\\$", "(?s).*#### ", "\\.$"]:
            s = re.sub(r, "", s)
        return s.lower().strip()
    return 1.0 if clean(pred) == clean(gold) else 0.0


def stderr(values):
    n = len(values)
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    mc_lines, acc, acc_norm = [], [], []
    for i, (q, choices, gold, lls) in enumerate(MC):
        doc = {"id": f"demo-mc-{i}", "question": q, "choices": {"text": choices, "label": ["A", "B", "C", "D"]}, "answerKey": "ABCD"[gold]}
        context = f"Question: {q}\nAnswer:"
        requests = [{"args": (context, f" {c}"), "resps": [(ll, j == max(range(4), key=lambda k: lls[k]))], "filtered": {"none": (ll, j == max(range(4), key=lambda k: lls[k]))}} for j, (c, ll) in enumerate(zip(choices, lls))]
        pred = max(range(4), key=lambda k: lls[k])
        norm = max(range(4), key=lambda k: lls[k] / float(len(choices[k])))
        metrics = {"acc": 1.0 if pred == gold else 0.0, "acc_norm": 1.0 if norm == gold else 0.0}
        acc.append(metrics["acc"])
        acc_norm.append(metrics["acc_norm"])
        mc_lines.append(sample(i, doc, gold, requests, "none", metrics))
    (OUT / f"samples_demo_mc_{DATE_ID}.jsonl").write_text("".join(mc_lines), encoding="utf-8")

    gen_lines, em = [], {"strict-match": [], "flexible-extract": []}
    for filter_key, extract in (("strict-match", strict_match), ("flexible-extract", flexible_extract)):
        for i, (q, answer, out) in enumerate(GEN):
            doc = {"question": q, "answer": f"#### {answer}"}
            context = f"Question: {q}\nAnswer:"
            requests = [{"args": (context, {"until": ["Question:", "</s>", "<|im_end|>"], "do_sample": False, "temperature": 0.0}), "resps": [out], "filtered": {"strict-match": strict_match(out), "flexible-extract": flexible_extract(out)}}]
            value = exact_match(extract(out), doc["answer"])
            em[filter_key].append(value)
            gen_lines.append(sample(i, doc, doc["answer"], requests, filter_key, {"exact_match": value}))
    (OUT / f"samples_demo_gen_{DATE_ID}.jsonl").write_text("".join(gen_lines), encoding="utf-8")

    mean = lambda v: sum(v) / len(v)
    results = {
        "results": {
            "demo_gen": {
                "alias": "demo_gen",
                "exact_match,strict-match": mean(em["strict-match"]),
                "exact_match_stderr,strict-match": stderr(em["strict-match"]),
                "exact_match,flexible-extract": mean(em["flexible-extract"]),
                "exact_match_stderr,flexible-extract": stderr(em["flexible-extract"]),
            },
            "demo_mc": {"alias": "demo_mc", "acc,none": mean(acc), "acc_stderr,none": stderr(acc), "acc_norm,none": mean(acc_norm), "acc_norm_stderr,none": stderr(acc_norm)},
        },
        "group_subtasks": {"demo_gen": [], "demo_mc": []},
        "configs": {
            "demo_gen": {
                "task": "demo_gen", "dataset_path": "json", "test_split": "test", "doc_to_text": "Question: {{question}}\nAnswer:", "doc_to_target": "{{answer}}",
                "description": "", "target_delimiter": " ", "fewshot_delimiter": "\n\n", "num_fewshot": 0,
                "metric_list": [{"metric": "exact_match", "aggregation": "mean", "higher_is_better": True, "ignore_case": True, "ignore_punctuation": False, "regexes_to_ignore": [",", "\\$", "(?s).*#### ", "\\.$"]}],
                "output_type": "generate_until",
                "generation_kwargs": {"until": ["Question:", "</s>", "<|im_end|>"], "do_sample": False, "temperature": 0.0},
                "repeats": 1,
                "filter_list": [
                    {"name": "strict-match", "filter": [{"function": "regex", "regex_pattern": "#### (\\-?[0-9\\.\\,]+)"}, {"function": "take_first"}]},
                    {"name": "flexible-extract", "filter": [{"function": "regex", "group_select": -1, "regex_pattern": "(-?[$0-9.,]{2,})|(-?[0-9]+)"}, {"function": "take_first"}]},
                ],
                "should_decontaminate": False, "metadata": {"version": 1.0},
            },
            "demo_mc": {
                "task": "demo_mc", "dataset_path": "json", "test_split": "test", "doc_to_text": "Question: {{question}}\nAnswer:", "doc_to_target": "{{choices.label.index(answerKey)}}",
                "doc_to_choice": "{{choices.text}}", "description": "", "target_delimiter": " ", "fewshot_delimiter": "\n\n", "num_fewshot": 0,
                "metric_list": [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}, {"metric": "acc_norm", "aggregation": "mean", "higher_is_better": True}],
                "output_type": "multiple_choice", "repeats": 1, "should_decontaminate": False, "metadata": {"version": 1.0},
            },
        },
        "versions": {"demo_gen": 1.0, "demo_mc": 1.0},
        "n-shot": {"demo_gen": 0, "demo_mc": 0},
        "higher_is_better": {"demo_gen": {"exact_match": True}, "demo_mc": {"acc": True, "acc_norm": True}},
        "n-samples": {"demo_mc": {"original": len(MC), "effective": len(MC)}, "demo_gen": {"original": len(GEN), "effective": len(GEN)}},
        "config": {
            "model": "hf", "model_args": "pretrained=EleutherAI/pythia-160m", "model_num_parameters": 162322944, "model_dtype": "torch.float32",
            "model_revision": "main", "model_sha": "", "batch_size": "8", "batch_sizes": [], "device": "cpu", "use_cache": None, "limit": None,
            "bootstrap_iters": 100000, "gen_kwargs": None, "random_seed": 0, "numpy_seed": 1234, "torch_seed": 1234, "fewshot_seed": 1234,
        },
        "git_hash": "4e7e0d47f",
        "date": 1795166467.5123844,
        "transformers_version": "4.57.1",
        "lm_eval_version": "0.4.9.1",
        "upper_git_hash": None,
        "tokenizer_pad_token": ["<|endoftext|>", "0"],
        "tokenizer_eos_token": ["<|endoftext|>", "0"],
        "tokenizer_bos_token": ["<|endoftext|>", "0"],
        "eot_token_id": 0,
        "max_length": 2048,
        "task_hashes": {},
        "model_source": "hf",
        "model_name": "EleutherAI/pythia-160m",
        "model_name_sanitized": "EleutherAI__pythia-160m",
        "system_instruction": None,
        "system_instruction_sha": None,
        "fewshot_as_multiturn": False,
        "chat_template": None,
        "chat_template_sha": None,
        "start_time": 1812.37,
        "end_time": 1904.02,
        "total_evaluation_time_seconds": "91.65",
    }
    for task, lines in (("demo_mc", mc_lines), ("demo_gen", gen_lines)):
        samples = [json.loads(l) for l in lines]
        results["task_hashes"][task] = hash_string("".join(s["doc_hash"] + s["prompt_hash"] + s["target_hash"] for s in samples))
    (OUT / f"results_{DATE_ID}.json").write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
