"""XGBoost on the matrix written by gbdt-speed.ts or gbdt-accuracy.ts, for comparison only.

Debian's python3-xgboost (apt-get install -y python3-xgboost), run with /usr/bin/python3. Prints one
JSON line: wall and CPU seconds (DMatrix with its quantiles, then training), train RMSE, peak RSS, and
with --train-rows the RMSE on the rows after them.
"""
import argparse
import json
import resource
import time

import numpy as np
import xgboost as xgb

parser = argparse.ArgumentParser()
parser.add_argument('--features', required=True)
parser.add_argument('--target', required=True)
parser.add_argument('--columns', type=int, required=True)
parser.add_argument('--trees', type=int, required=True)
parser.add_argument('--depth', type=int, default=6)
parser.add_argument('--eta', type=float, default=0.1)
parser.add_argument('--lambda', dest='lam', type=float, default=1.0)
parser.add_argument('--min-child-weight', type=float, default=1.0)
parser.add_argument('--base-score', type=float, required=True)
parser.add_argument('--threads', type=int, default=2)
parser.add_argument('--train-rows', type=int, default=0, help='train on the first rows, test on the rest')
args = parser.parse_args()

features = np.fromfile(args.features, dtype=np.float32).reshape(-1, args.columns)
target = np.fromfile(args.target, dtype=np.float32)
train_rows = args.train_rows or len(target)

wall, cpu = time.perf_counter(), time.process_time()
train = xgb.DMatrix(features[:train_rows], label=target[:train_rows], nthread=args.threads)
params = {
    'tree_method': 'hist',
    'max_bin': 256,
    'nthread': args.threads,
    'max_depth': args.depth,
    'eta': args.eta,
    'lambda': args.lam,
    'min_child_weight': args.min_child_weight,
    'base_score': args.base_score,
    'objective': 'reg:squarederror',
}
made = time.perf_counter()
# xgb.train's own loop, spelled out to time the first round apart: it also sketches the quantiles and
# bins the matrix, which XGBoost does lazily.
booster = xgb.Booster(params, [train])
booster.update(train, 0)
first = time.perf_counter()
for round in range(1, args.trees):
    booster.update(train, round)
done = time.perf_counter()
result = {
    'version': xgb.__version__,
    'wall': done - wall,
    'cpu': time.process_time() - cpu,
    'setup': first - wall,
    'dmatrix': made - wall,
    'msPerTree': (done - first) / max(1, args.trees - 1) * 1000,
    'rmse': float(np.sqrt(np.mean((booster.predict(train) - target[:train_rows]) ** 2))),
    'peakRssMb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
}
if train_rows < len(target):
    test = xgb.DMatrix(features[train_rows:], nthread=args.threads)
    result['testRmse'] = float(np.sqrt(np.mean((booster.predict(test) - target[train_rows:]) ** 2)))
print(json.dumps(result))
