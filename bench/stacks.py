"""
What a process spent its time on, from py-spy's collapsed stacks
(`bench/load.py --spy PATH` writes them for the server under load).

    python bench/stacks.py PATH [--top 40] [--match TEXT] [--within FRAME] [--lines]

Counts only the samples of the thread running FRAME (by default the reactor
loop, `ReactorBase.run`), and of those only the ones where it was working,
not waiting for input (`poll`/`select` on top). Prints, for each function,
the share of those busy samples in which it was on the stack (inclusive) and
on top (its own time), largest first; `--match` keeps only functions whose
name or file contains TEXT; `--lines` tells a function's lines apart.
Sampling from outside (py-spy --nonblocking) costs the sampled process next
to nothing, so the shares are those of the real load.
"""

import argparse
import re
from collections import Counter

IDLE = ("poll (", "select (", "_PollLikeSelector.select", "EPollReactor.doPoll (twisted/internet/epollreactor.py:2")


def read(path, lines=False):
    """{stack tuple (outermost first): samples} from a collapsed-stack file;
    without `lines`, a frame is its function and file (no line number)."""
    stacks = Counter()
    with open(path) as text:
        for line in text:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if stack and count.isdigit():
                frames = stack.split(";")
                if not lines:
                    frames = [re.sub(r":\d+\)$", ")", frame) for frame in frames]
                stacks[tuple(frames)] += int(count)
    return stacks


def busy(stacks, within):
    """The stacks of the thread that runs `within`, without its waits for input."""
    return Counter({stack: count for stack, count in stacks.items()
                    if any(within in frame for frame in stack)
                    and not any(stack[-1].startswith(idle) for idle in IDLE)})


def shares(stacks):
    """(total samples, inclusive Counter, own Counter) per frame."""
    inclusive, own = Counter(), Counter()
    for stack, count in stacks.items():
        for frame in set(stack):
            inclusive[frame] += count
        own[stack[-1]] += count
    return sum(stacks.values()), inclusive, own


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--match", default="")
    parser.add_argument("--within", default="ReactorBase.run")
    parser.add_argument("--lines", action="store_true")
    args = parser.parse_args()
    every = read(args.path, args.lines)
    working = busy(every, args.within)
    thread = sum(count for stack, count in every.items()
                 if any(args.within in frame for frame in stack))
    total, inclusive, own = shares(working)
    print(f"{total} busy samples of {thread} of the thread running {args.within} "
          f"({100 * total / max(1, thread):.0f}% busy); % of busy samples with the function "
          "on the stack (incl) / on top (own)")
    shown = [frame for frame, _ in inclusive.most_common() if args.match in frame]
    for frame in shown[:args.top]:
        print(f"{100 * inclusive[frame] / total:6.1f} {100 * own[frame] / total:6.1f}  {frame[:150]}")


if __name__ == "__main__":
    main()
