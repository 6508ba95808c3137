"""How far a ratio of two medians moves with the machine's noise alone: a 95 % bootstrap
interval of median(A) / median(B).

    ratio-interval.py < SAMPLES    # lines "a VALUE" and "b VALUE"; prints "LOW HIGH"

Each of the 2,000 resamples draws as many runs as were taken from each side, with replacement;
the seed is fixed, so the same samples always give the same interval."""

import random
import statistics
import sys

RESAMPLES = 2000


def interval(a, b):
    rng = random.Random(1)
    ratios = sorted(
        statistics.median(rng.choices(a, k=len(a))) / statistics.median(rng.choices(b, k=len(b)))
        for _ in range(RESAMPLES)
    )
    return ratios[int(RESAMPLES * 0.025)], ratios[int(RESAMPLES * 0.975) - 1]


def main():
    sides = {"a": [], "b": []}
    for line in sys.stdin:
        side, value = line.split()
        sides[side].append(float(value))
    if not sides["a"] or not sides["b"] or statistics.median(sides["b"]) <= 0:
        print("nan nan")
        return
    low, high = interval(sides["a"], sides["b"])
    print(f"{low:.2f} {high:.2f}")


if __name__ == "__main__":
    main()
