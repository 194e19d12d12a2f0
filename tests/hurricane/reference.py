# The AgentSociety HurricaneMobility formulas (specs/hurricane.md) written with numpy, as upstream
# computes them; used by scoring.test.ts to check parity. Reads a JSON list of {artifact, truth}.
import json, sys
import numpy as np

def score(artifact, truth):
    pre, mid, post = artifact["total_travel_times"]
    gen_mid_pre = (mid - pre) / pre * 100
    gen_post_pre = (post - pre) / pre * 100
    real_mid_pre = truth["relative_changes"]["during_vs_before"]
    real_post_pre = truth["relative_changes"]["after_vs_before"]
    mape_mid = abs(real_mid_pre - gen_mid_pre) / (abs(real_mid_pre) + 1e-8) * 100
    mape_post = abs(real_post_pre - gen_post_pre) / (abs(real_post_pre) + 1e-8) * 100
    crs = max(0, 100 - (mape_mid + mape_post) / 2)
    def cos(a, b):
        a = np.array(a, dtype=float) / (np.linalg.norm(a) + 1e-8)
        b = np.array(b, dtype=float) / (np.linalg.norm(b) + 1e-8)
        return float(np.dot(a, b))
    sims = [cos(truth["hourly_trips"][p], artifact["hourly_travel_times"][i]) for i, p in enumerate(["before", "during", "after"])]
    ds = max(0, (sims[0] + sims[1] + sims[2]) / 3 * 100)
    return {"change_rate_score": float(crs), "distribution_score": float(ds), "final_score": float(crs * 0.6 + ds * 0.4),
            "cosine": sims, "error_during": abs(real_mid_pre - gen_mid_pre), "error_after": abs(real_post_pre - gen_post_pre)}

pairs = json.load(sys.stdin)
print(json.dumps([score(p["artifact"], p["truth"]) for p in pairs]))
