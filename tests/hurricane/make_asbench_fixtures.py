# Writes fixtures/hurricane/asbench/: the files an AgentSociety (asbench) user has, made by CPython
# itself, so that a plain clone tests them without Python. Deterministic; run from the repository
# root with python3 and NumPy (1.x or 2.x: the other version's module names are written too):
#
#   python3 tests/hurricane/make_asbench_fixtures.py
#
# - HurricaneMobility_0b6c1d2e_results.pkl / .json: what asbench's runner writes ({results,
#   metadata}, result_filename a PosixPath), with fixtures/hurricane/output.json's numbers;
# - parity/: the same results as pickles of protocols 2-5, as lists and as NumPy arrays (NumPy 1.x
#   and 2.x names), bare and wrapped; asbench-parity.test.ts scores each like output.json;
# - hostile/: pickles that run code when CPython loads them (checked here: each creates the
#   marker file in a scratch folder) and malformed ones; bench-check must refuse each, run nothing;
# - statuses.jsonl / statuses.csv: agent status records of a small simulated population, and
#   statuses.expected.json, what statuses_reference.py computes for them;
# - datasets/HurricaneMobility/groundtruth/hurricane_groundtruth.json: asbench's dataset layout,
#   a copy of fixtures/hurricane/groundtruth.json.
import csv, datetime, io, json, os, pathlib, pickle, random, shutil, subprocess, sys, tempfile, types

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "fixtures/hurricane/asbench"
MARKER = "bench-check-pwned.marker"
EXP = "0b6c1d2e"

results = json.loads((ROOT / "fixtures/hurricane/output.json").read_text())
metadata = {
    "task_name": "HurricaneMobility",
    "tenant_id": "default",
    "llm": "qwen2.5-7b-instruct",
    "exp_id": EXP,
    "config": {"llm": [{"provider": "vllm", "model": "qwen2.5-7b-instruct", "semaphore": 200}], "agent_num": 60},
    "agent": "HurricaneMobilityAgent",
    "agent_filename": "my_hurricane_agent.py",
    "result_filename": pathlib.PosixPath(f"/home/user/.agentsociety-benchmark/inference_results/HurricaneMobility_{EXP}_results.pkl"),
    "execution_time": 1834.27,
    "mode": "inference",
}


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


def main():
    for sub in ("parity", "hostile"):  # statuses-reference-output.json beside them is statuses.test.ts's
        shutil.rmtree(OUT / sub, ignore_errors=True)
    versions = ("2", "1") if V2 else ("1", "2")
    write(f"HurricaneMobility_{EXP}_results.pkl", pickle.dumps({"results": results, "metadata": metadata}, protocol=4))
    plain_meta = {**metadata, "result_filename": str(metadata["result_filename"])}
    write(f"HurricaneMobility_{EXP}_results.json", (json.dumps({"results": results, "metadata": plain_meta}, indent=2) + "\n").encode())
    dated = {**metadata, "execution_time": datetime.datetime(2025, 7, 1, 14, 3, 9, 250000)}
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
    statuses()
    gt = OUT / "datasets/HurricaneMobility/groundtruth/hurricane_groundtruth.json"
    gt.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "fixtures/hurricane/groundtruth.json", gt)


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
    whole = (OUT / f"HurricaneMobility_{EXP}_results.pkl").read_bytes()
    write("hostile/truncated.pkl", whole[: len(whole) // 2])
    write("hostile/reduce-on-a-string.pkl", b"\x80\x02" + binunicode("abc") + b")R.")
    write("hostile/protocol-0.pkl", pickle.dumps({"results": results}, protocol=0))


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
