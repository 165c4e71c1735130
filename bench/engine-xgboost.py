"""XGBoost baseline for bench/engine-accuracy.ts (Debian python3-xgboost, run with /usr/bin/python3).

Same rows, weights and validation split as the engine: a small grid (depth x eta x min_child_weight),
early stopping on the validation rows (weighted RMSE), then, like the engine, a refit on all training rows
with the best round count. Writes <dir>/<set>-predictions.f32 and prints the chosen parameters as JSON.
"""
import argparse
import itertools
import json
import sys

import numpy as np
import xgboost as xgb

parser = argparse.ArgumentParser()
parser.add_argument('--dir', required=True)
parser.add_argument('--set', required=True)
parser.add_argument('--columns', type=int, required=True)
args = parser.parse_args()


def load(name, columns=None):
    data = np.fromfile(f'{args.dir}/{name}.f32', dtype=np.float32)
    return data.reshape(-1, columns) if columns else data


X = {part: load(f'{args.set}-{part}', args.columns) for part in ('train', 'validation', 'all', 'test')}
y = {part: load(f'{part}-target') for part in ('train', 'validation', 'all')}
w = {part: load(f'{part}-weight') for part in ('train', 'validation', 'all')}

dtrain = xgb.DMatrix(X['train'], label=y['train'], weight=w['train'])
dvalid = xgb.DMatrix(X['validation'], label=y['validation'], weight=w['validation'])
best = None
for depth, eta, mcw in itertools.product((3, 4, 6, 8), (0.03, 0.1), (1, 3, 10)):
    params = {
        'tree_method': 'hist', 'max_bin': 256, 'nthread': 2, 'seed': 1, 'objective': 'reg:squarederror',
        'max_depth': depth, 'eta': eta, 'min_child_weight': mcw, 'subsample': 0.8, 'colsample_bytree': 0.8,
        'base_score': float(np.average(y['train'], weights=w['train'])),
    }
    booster = xgb.train(params, dtrain, num_boost_round=3000, evals=[(dvalid, 'valid')],
                        early_stopping_rounds=60, verbose_eval=False)
    score = booster.best_score
    print(f'depth {depth} eta {eta} mcw {mcw}: rmse {score:.4f} at {booster.best_iteration + 1}', file=sys.stderr)
    if best is None or score < best[0]:
        best = (score, params, booster.best_iteration + 1)

score, params, rounds = best
params['base_score'] = float(np.average(y['all'], weights=w['all']))
final = xgb.train(params, xgb.DMatrix(X['all'], label=y['all'], weight=w['all']), num_boost_round=rounds)
final.predict(xgb.DMatrix(X['test'])).astype(np.float32).tofile(f'{args.dir}/{args.set}-predictions.f32')
print(json.dumps({'max_depth': params['max_depth'], 'eta': params['eta'],
                  'min_child_weight': params['min_child_weight'], 'rounds': rounds, 'validation_rmse': score}))
