# asbench's status-record aggregation for HurricaneMobility, written from the rule in
# docs/hurricane.md ("Status records"), not from asbench's code; statuses.test.ts compares ours
# with what this prints. Reads a JSON list of {"aoi_ids": [..] | null, "records": [..]} on stdin.
#
# The rule: records of days 0, 1, 2 only, grouped per agent and day in file order. An agent-day
# starts with 0 as "no AOI yet" and 0 as "the previous position" (asbench's start values). For
# each record at an AOI: if there is no AOI yet it becomes the start; else if it differs from the
# last AOI, one trip is counted on that day and it becomes the last AOI. For each record not at an
# AOI whose previous position was an AOI: one departure in hour t // 3600 of that day.
import json, sys

def aggregate(records, aoi_ids):
    if aoi_ids is None:
        is_aoi = lambda p: p is not None and 500_000_000 <= p < 700_000_000
    else:
        ids = set(aoi_ids)
        is_aoi = lambda p: p in ids
    days = {}
    for r in records:
        if r["day"] in (0, 1, 2):
            days.setdefault((r["id"], r["day"]), []).append(r)
    totals = [0, 0, 0]
    hourly = [[0] * 24 for _ in range(3)]
    for (agent, day), seq in days.items():
        last_aoi = 0
        previous = 0
        for r in seq:
            here = r["parent_id"]
            if is_aoi(here):
                if last_aoi == 0:
                    last_aoi = here
                elif here != last_aoi:
                    totals[day] += 1
                    last_aoi = here
            elif is_aoi(previous):
                hourly[day][int(r["t"] // 3600)] += 1
            previous = here
    return {"total_travel_times": totals, "hourly_travel_times": hourly}

logs = json.load(sys.stdin)
print(json.dumps([aggregate(log["records"], log["aoi_ids"]) for log in logs]))
