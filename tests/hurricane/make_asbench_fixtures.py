# Writes fixtures/hurricane/asbench/: the files an AgentSociety (asbench) user has, made by CPython
# itself, so that a plain clone tests them without Python. Deterministic; run from the repository
# root with Python 3.11, NumPy (1.x or 2.x: the other version's module names are written too) and
# PyYAML:
#
#   ASBENCH_EVALUATION=.../agentsociety_benchmark/benchmarks/HurricaneMobility/evaluation.py \
#     python3 tests/hurricane/make_asbench_fixtures.py
#
# It follows agentsociety-benchmark 0.1.4 (the `asbench` CLI; AgentSociety's repository,
# packages/agentsociety-benchmark, runner.py as of commit 7db5ab008ac1 of 2025-07-12 and
# benchmarks/HurricaneMobility as of f382e071a860 of 2025-08-11). agentsociety itself cannot be
# installed here, so the objects its runner pickles are built with the same types and values:
#
# - HurricaneMobility_<exp_id>_results.pkl: BenchmarkRunner.run's `results_data`, written as it
#   writes it (`pickle.dump(results_data, f)`: the default protocol, 4 on Python 3.8-3.13) --
#   {"results": the entry's dict of Python ints (fixtures/hurricane/output.json's numbers),
#   "metadata": {task_name, tenant_id, llm, exp_id: the experiment config's id, a uuid.UUID (a
#   uuid4), config and agent: yaml.dump of the configs' model_dump (strings), agent_filename: the
#   --agent argument, result_filename: a pathlib.PosixPath under the home dir,
#   execution_time: datetime.now().isoformat() (a string), mode: "inference"}};
# - HurricaneMobility_<exp_id>_results.json: the same wrapper dumped as JSON, the route docs/hurricane.md
#   shows (json.dump(..., default=str): the UUID and the path become strings);
# - HurricaneMobility_<exp_id>_evaluation.json: asbench's own evaluation() of that pickle, loaded as
#   BenchmarkRunner.evaluate loads it, written as `asbench evaluate --output` writes it. The module is
#   the file ASBENCH_EVALUATION names (asbench's source; not part of this repository); without it the
#   committed file is kept;
# - parity/: variants of the same wrapper, not what asbench writes: protocols 2-5, NumPy arrays
#   (1.x and 2.x names) and scalars instead of lists, an execution_time that is a datetime object
#   (lists-p*), and a bare results dict; pickle.test.ts reads each as output.json's numbers;
# - hostile/: pickles that run code when CPython loads them (checked here: each creates the
#   marker file in a scratch folder), malformed ones, and ones that cost far more to read than
#   their size (shared references, NumPy shapes); bench-check must refuse each, run nothing, and
#   end within its time and memory bounds;
# - statuses.jsonl / statuses.csv: agent status records of a small simulated population, and
#   statuses.expected.json, what statuses_reference.py computes for them;
# - datasets/HurricaneMobility/groundtruth/hurricane_groundtruth.json: asbench's dataset layout,
#   a copy of fixtures/hurricane/groundtruth.json.
import asyncio, csv, datetime, importlib.util, io, json, os, pathlib, pickle, pickletools, random, shutil, subprocess, sys, tempfile, types, uuid

import numpy as np
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "fixtures/hurricane/asbench"
MARKER = "bench-check-pwned.marker"

results = json.loads((ROOT / "fixtures/hurricane/output.json").read_text())

# ExpConfig.id: uuid.uuid4(), drawn from a seeded generator here so that the files do not change.
EXP_ID = uuid.UUID(int=random.Random("asbench HurricaneMobility").getrandbits(128), version=4)
# BenchmarkConfig's default env.home_dir; the runner writes under home_dir / "inference_results".
HOME_DIR = pathlib.Path(".agentsociety-benchmark/agentsociety_data")
DATASETS = "/home/user/.agentsociety-benchmark/datasets/HurricaneMobility"
AGENT_FILENAME = "my_hurricane_agent.py"
LLM = [{"provider": "vllm", "base_url": "http://localhost:8000/v1", "model": "qwen2.5-7b-instruct"}]


def weather(text):
    return {"type": "environment", "key": "weather", "value": text}


# agent_config after HurricaneMobility's prepare_config (agent_class loaded from the file: its
# serializer writes the class name; number and memory_from_file set), model_dump(exclude_defaults,
# exclude_none, exclude tools) as the runner dumps it.
AGENT_DUMP = {"agent_class": "MyHurricaneAgent", "number": 100, "memory_from_file": f"{DATASETS}/profiles.json"}
# The Config prepare_config builds, model_dump'ed as the runner dumps it (api_key, pg_dsn, s3 left out).
CONFIG_DUMP = {
    "llm": LLM,
    "env": {"db": {"enabled": True, "db_type": "sqlite"}, "home_dir": str(HOME_DIR)},
    "map": {"file_path": f"{DATASETS}/columbia.pb"},
    "agents": {"citizens": [AGENT_DUMP]},
    "exp": {
        "name": "DailyMobilityGeneration_benchmark",
        "id": str(EXP_ID),
        "workflow": [
            {"type": "run", "days": 1, "ticks_per_step": 1800},
            weather("Hurricane Dorian has made landfall in other cities, travel is slightly affected, and winds can be felt."),
            {"type": "run", "days": 1, "ticks_per_step": 1800},
            weather("Hurricane Dorian has passed, the weather is normal and does not affect travel."),
            {"type": "run", "days": 1, "ticks_per_step": 1800},
        ],
        "environment": {"start_tick": 0},
    },
    "advanced": {"logging_level": "INFO"},
}
RESULT_NAME = f"HurricaneMobility_{EXP_ID}_results"


def runner_wrapper():
    """BenchmarkRunner.run's results_data for a HurricaneMobility run in inference mode."""
    return {
        "results": results,
        "metadata": {
            "task_name": "HurricaneMobility",
            "tenant_id": "",
            "llm": LLM[0]["model"],
            "exp_id": EXP_ID,
            "config": yaml.dump(CONFIG_DUMP, allow_unicode=True),
            "agent": yaml.dump(AGENT_DUMP, allow_unicode=True),
            "agent_filename": AGENT_FILENAME,
            "result_filename": HOME_DIR / "inference_results" / f"{RESULT_NAME}.pkl",
            # datetime.now().isoformat() when the run ended; a fixed instant here.
            "execution_time": datetime.datetime(2025, 7, 14, 9, 31, 27, 418532).isoformat(),
            "mode": "inference",
        },
    }


metadata = runner_wrapper()["metadata"]


def write(rel, data):
    path = OUT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


# NumPy 1.x module names, written from NumPy 2 (or the 2.x names from NumPy 1): stand-in functions
# registered under the other version's module names, which the pickler then names.
def renamed(func, module):
    def stand_in(*args):
        return func(*args)
    stand_in.__module__, stand_in.__qualname__, stand_in.__name__ = module, func.__name__, func.__name__
    mod = sys.modules.setdefault(module, types.ModuleType(module))
    setattr(mod, func.__name__, stand_in)
    return stand_in


V2 = hasattr(np, "_core")
OTHER = "numpy.core" if V2 else "numpy._core"
CORE = np._core if V2 else np.core
OTHER_NAMES = {
    CORE.multiarray._reconstruct: renamed(CORE.multiarray._reconstruct, f"{OTHER}.multiarray"),
    CORE.multiarray.scalar: renamed(CORE.multiarray.scalar, f"{OTHER}.multiarray"),
    CORE.numeric._frombuffer: renamed(CORE.numeric._frombuffer, f"{OTHER}.numeric"),
}


class OtherNumpyPickler(pickle.Pickler):
    def __init__(self, file, protocol):
        super().__init__(file, protocol=protocol)
        self.protocol = protocol

    def reducer_override(self, obj):
        if isinstance(obj, (np.ndarray, np.generic)):
            func, args, *rest = obj.__reduce_ex__(self.protocol)
            return (OTHER_NAMES.get(func, func), args, *rest)
        return NotImplemented


def dumps(value, protocol, other_numpy=False):
    if not other_numpy:
        return pickle.dumps(value, protocol=protocol)
    buf = io.BytesIO()
    OtherNumpyPickler(buf, protocol=protocol).dump(value)
    return buf.getvalue()


def as_numpy(r):
    return {
        "total_travel_times": np.array(r["total_travel_times"], dtype=np.int64),
        "hourly_travel_times": np.array(r["hourly_travel_times"], dtype=np.float64),
    }


def as_scalars(r):
    return {
        "total_travel_times": [np.int32(r["total_travel_times"][0]), np.float32(r["total_travel_times"][1]), np.uint16(r["total_travel_times"][2])],
        "hourly_travel_times": [np.asfortranarray(np.array(day, dtype=">i4")) for day in r["hourly_travel_times"]],
    }


def evaluate():
    """asbench's evaluation() of the result pickle, loaded and written as its runner does (see above)."""
    source = os.environ.get("ASBENCH_EVALUATION")
    target = OUT / f"HurricaneMobility_{EXP_ID}_evaluation.json"
    if not source:
        assert target.exists(), "set ASBENCH_EVALUATION to asbench's HurricaneMobility/evaluation.py"
        print(f"ASBENCH_EVALUATION not set: {target.name} kept as committed", file=sys.stderr)
        return
    spec = importlib.util.spec_from_file_location("asbench_hurricane_evaluation", source)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(OUT / f"{RESULT_NAME}.pkl", "rb") as f:  # BenchmarkRunner.evaluate
        data = pickle.load(f)
        loaded, meta = data["results"], data["metadata"]
    evaluation = asyncio.run(module.evaluation(to_evaluate=loaded, datasets_path=str(OUT / "datasets/HurricaneMobility"), metadata=meta))
    with open(target, "w") as f:  # BenchmarkRunner._evaluate_results, output_file
        json.dump(evaluation, f, ensure_ascii=False, indent=2)


def main():
    for sub in ("parity", "hostile"):  # statuses-reference-output.json beside them is statuses.test.ts's
        shutil.rmtree(OUT / sub, ignore_errors=True)
    for old in OUT.glob("HurricaneMobility_*_results.*"):
        old.unlink()
    versions = ("2", "1") if V2 else ("1", "2")
    wrapper = runner_wrapper()
    with open(OUT / f"{RESULT_NAME}.pkl", "wb") as f:  # as the runner writes it
        pickle.dump(wrapper, f)
    assert (OUT / f"{RESULT_NAME}.pkl").read_bytes()[:2] == bytes([0x80, pickle.DEFAULT_PROTOCOL])
    # The JSON route of docs/hurricane.md.
    with open(OUT / f"{RESULT_NAME}.json", "w") as f:
        json.dump(pickle.loads((OUT / f"{RESULT_NAME}.pkl").read_bytes()), f, indent=2, default=str)
        f.write("\n")
    dated = {**metadata, "execution_time": datetime.datetime(2025, 7, 14, 9, 31, 27, 418532)}
    for p in (2, 3, 4, 5):
        write(f"parity/lists-p{p}.pkl", dumps({"results": results, "metadata": dated}, p))
        write(f"parity/numpy{versions[0]}-p{p}.pkl", dumps({"results": as_numpy(results), "metadata": metadata}, p))
        write(f"parity/numpy{versions[1]}-p{p}.pkl", dumps({"results": as_numpy(results), "metadata": metadata}, p, other_numpy=True))
        write(f"parity/scalars-p{p}.pkl", dumps({"results": as_scalars(results), "metadata": metadata}, p))
    write("parity/bare-p4.pkl", pickle.dumps(as_numpy(results), protocol=4))
    for p in (2, 5):  # the other names must load in this NumPy too: the stand-ins are not needed to read them
        check = pickle.loads((OUT / f"parity/numpy{versions[1]}-p{p}.pkl").read_bytes())
        assert (check["results"]["hourly_travel_times"] == np.array(results["hourly_travel_times"])).all()
    hostile()
    costly()
    statuses()
    gt = OUT / "datasets/HurricaneMobility/groundtruth/hurricane_groundtruth.json"
    gt.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "fixtures/hurricane/groundtruth.json", gt)
    evaluate()


class Runs:
    """An object whose unpickling calls func(*args): what an attacker puts in a pickle."""
    def __init__(self, func, *args):
        self.func, self.args = func, args

    def __reduce__(self):
        return (self.func, self.args)


class Unknown:
    """A class of the user's agent module: not on the allow-list, whatever it does."""
    def __reduce__(self):
        return (Unknown, ())


Unknown.__module__ = "my_hurricane_agent"
sys.modules["my_hurricane_agent"] = types.ModuleType("my_hurricane_agent")
sys.modules["my_hurricane_agent"].Unknown = Unknown


def binunicode(s):
    b = s.encode()
    return b"X" + len(b).to_bytes(4, "little") + b


def hostile():
    touch = f"touch {MARKER}"
    runs = {
        # The textbook payload, spelled os.system as an attacker writes it by hand.
        "os-system.pkl": b"\x80\x02cos\nsystem\n" + binunicode(touch) + b"\x85R.",
        # Hidden inside an otherwise valid result file (CPython names os.system posix.system).
        "posix-system-in-metadata.pkl": pickle.dumps({"results": results, "metadata": {**metadata, "config": Runs(os.system, touch)}}, protocol=4),
        "subprocess.pkl": pickle.dumps({"results": Runs(subprocess.check_call, ["touch", MARKER])}, protocol=3),
        "builtins-eval.pkl": pickle.dumps(Runs(eval, f"__import__('os').system({touch!r})"), protocol=5),
    }
    for name, data in runs.items():
        write(f"hostile/{name}", data)
        # Proof that each is hostile: CPython, loading it, creates the marker.
        with tempfile.TemporaryDirectory() as scratch:
            subprocess.run([sys.executable, "-c", "import pickle,sys; pickle.loads(open(sys.argv[1],'rb').read())", str(OUT / "hostile" / name)], cwd=scratch, check=False, capture_output=True)
            assert os.path.exists(os.path.join(scratch, MARKER)), f"{name} did not run its payload in CPython"
    write("hostile/unknown-class.pkl", pickle.dumps({"results": results, "metadata": {**metadata, "agent": Unknown()}}, protocol=4))
    sys.setrecursionlimit(100_000)
    deep = []
    for _ in range(5000):
        deep = [deep]
    write("hostile/deep-nest.pkl", pickle.dumps({"results": {"total_travel_times": deep}}, protocol=4))
    write("hostile/mark-bomb.pkl", b"\x80\x02" + b"(" * 100_000 + b"N.")
    write("hostile/huge-length.pkl", b"\x80\x04\x8d" + (2**62).to_bytes(8, "little") + b"abc.")
    whole = (OUT / f"{RESULT_NAME}.pkl").read_bytes()
    write("hostile/truncated.pkl", whole[: len(whole) // 2])
    write("hostile/reduce-on-a-string.pkl", b"\x80\x02" + binunicode("abc") + b")R.")
    write("hostile/protocol-0.pkl", pickle.dumps({"results": results}, protocol=0))


def nested(leaf, levels):
    """[leaf, leaf] nested `levels` deep: 2**levels references to one leaf, each pickled once."""
    value = leaf
    for _ in range(levels):
        value = [value, value]
    return value


def stream(*parts):
    """A hand-written protocol-4 stream, checked to be a well-formed pickle by pickletools."""
    data = b"\x80\x04" + b"".join(parts) + b"."
    pickletools.dis(data, out=io.StringIO())
    return data


def short(s):
    return b"\x8c" + bytes([len(s)]) + s.encode()


def costly():
    """Small pickles that cost far more to read than their size: each must end quickly, in bounds."""
    costs = {
        # One 64 KiB bytes value, 2**19 references to it through memo lookups (a 65 KB file).
        "shared-bytes.pkl": pickle.dumps(nested(bytes(range(256)) * 256, 19), protocol=4),
        # The same with text (a str is shared, never copied, but still counts at each reference).
        "shared-text.pkl": pickle.dumps(nested("é" * 32768, 19), protocol=4),
        # A NumPy array of shape (N, 0): no element, N rows.
        "numpy-rows-of-nothing.pkl": pickletools.optimize(pickle.dumps(np.empty((2**32 - 1, 0), dtype=np.int64), protocol=4)),
        # The same through _frombuffer, as protocol 5 writes arrays.
        "numpy-frombuffer-rows-of-nothing.pkl": pickletools.optimize(pickle.dumps(np.empty((2**32 - 1, 0), dtype=np.int8), protocol=5)),
        # A dimension of 2**40 (no element either), and an array of 24 000 numbers shared 2**17 times.
        "numpy-huge-dimension.pkl": pickletools.optimize(pickle.dumps(np.empty((0, 2**40), dtype=np.int8), protocol=4)),
        "numpy-shared-array.pkl": pickle.dumps(nested(np.zeros((1000, 24), dtype=np.int8), 17), protocol=4),
        # A list of 30 000 values turned into a set 3 000 times (a copy each time).
        "set-copies.pkl": stream(
            b"]\x94(" + b"N" * 30000 + b"e0",  # memo 0: the list
            short("builtins"), short("set"), b"\x93\x940",  # memo 1: builtins.set
            b"]", b"(" + b"h\x01h\x00\x85R" * 3000 + b"e",
        ),
        # A 60 000-character str encoded to bytes (protocol 2's spelling of bytes) 4 000 times.
        "latin1-copies.pkl": stream(
            b"X" + (60000).to_bytes(4, "little") + b"x" * 60000 + b"\x940",  # memo 0: the text
            short("_codecs"), short("encode"), b"\x93\x940", short("latin1"), b"\x940",  # memo 1, 2
            b"]", b"(" + b"h\x01h\x00h\x02\x86R" * 4000 + b"e",
        ),
        # A path of 20 000 parts, each the same 50 000-character str (a 1 GB path).
        "path-copies.pkl": stream(
            b"X" + (50000).to_bytes(4, "little") + b"x" * 50000 + b"\x940",
            short("pathlib"), short("PosixPath"), b"\x93", b"(" + b"h\x00" * 20000 + b"tR",
        ),
    }
    for name, data in costs.items():
        assert len(data) <= 100 * 1024, f"{name} is {len(data)} bytes"
        write(f"hostile/{name}", data)


def simulate():
    """Status records of 60 agents over days -1..3: home and work AOIs, trips along lanes."""
    rng = random.Random(20190901)
    shape = [0.2, 0.1, 0.1, 0.1, 0.3, 1, 3, 6, 8, 5, 3, 3, 4, 3, 3, 4, 6, 8, 6, 4, 3, 2, 1, 0.5]
    level = {-1: 1.0, 0: 1.0, 1: 0.65, 2: 0.85, 3: 0.9}
    records = []
    for day in (-1, 0, 1, 2, 3):
        for agent in range(1, 61):
            home, work = 500_000_000 + agent, 500_100_000 + rng.randrange(12)
            t, here = 0.0, home
            records.append({"id": agent, "day": day, "t": t, "parent_id": here, "lng": -80.1, "lat": 26.7, "action": "sleep"})
            for _ in range(rng.randrange(1, 5)):
                if rng.random() > level[day]:
                    continue
                start = rng.choices(range(24), weights=shape)[0] * 3600 + rng.randrange(3600)
                if start <= t:
                    continue
                t = float(start)
                dest = work if here == home else (home if rng.random() < 0.6 else 500_200_000 + rng.randrange(30))
                records.append({"id": agent, "day": day, "t": t, "parent_id": here, "lng": -80.1, "lat": 26.7, "action": "leave"})
                for _ in range(rng.randrange(1, 4)):
                    t += rng.randrange(60, 900)
                    records.append({"id": agent, "day": day, "t": min(t, 86399.0), "parent_id": rng.randrange(1, 400_000), "lng": -80.2, "lat": 26.8, "action": "move, on a lane"})
                t = min(t + rng.randrange(60, 600), 86399.0)
                here = dest
                records.append({"id": agent, "day": day, "t": t, "parent_id": here, "lng": -80.1, "lat": 26.7, "action": 'arrive "there"'})
    # Interleave the agents by time, as a simulation writes them; each agent's own records keep their order.
    order = sorted(range(len(records)), key=lambda i: (records[i]["day"], records[i]["t"], i))
    return [records[i] for i in order]


def statuses():
    records = simulate()
    write("statuses.jsonl", "".join(json.dumps(r) + "\n" for r in records).encode())
    text = io.StringIO()
    w = csv.DictWriter(text, fieldnames=["id", "day", "t", "lng", "lat", "parent_id", "action"], lineterminator="\n")
    w.writeheader()
    for i, r in enumerate(records):
        # A quoted field with a line break now and then, as a database export may hold.
        w.writerow({**r, "action": r["action"] + ("\nthen wait" if i % 97 == 0 else "")})
    write("statuses.csv", text.getvalue().encode())
    ref = subprocess.run([sys.executable, str(ROOT / "tests/hurricane/statuses_reference.py")], input=json.dumps([{"aoi_ids": None, "records": records}]), capture_output=True, text=True, check=True)
    write("statuses.expected.json", (json.dumps(json.loads(ref.stdout)[0]) + "\n").encode())


main()
