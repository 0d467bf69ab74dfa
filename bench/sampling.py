"""
Round trips of one command over telnet, and their summary: the sampling loop
the server benchmarks (look_latency.py, stall.py) share.
"""

import statistics
import time


def percentile(values, fraction):
    """The value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def round_trips(client, command, answer, samples, pause=0.02):
    """Milliseconds from sending `command` until its answer (`answer`, then the
    end of that line) came back, `samples` times, `pause` seconds apart."""
    times = []
    for _ in range(samples):
        start = time.perf_counter()
        client.command(command, answer)
        client.read_until("\n")
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(pause)
    return times


def table(rows, width=42):
    """Lines `label  median  p95  max` for (label, times) rows, with a header."""
    lines = [f"{'':{width}}{'median':>8}{'p95':>8}{'max':>8}"]
    for label, times in rows:
        lines.append(f"{label:{width}}{statistics.median(times):8.1f}"
                     f"{percentile(times, 0.95):8.1f}{max(times):8.1f}")
    return "\n".join(lines)
