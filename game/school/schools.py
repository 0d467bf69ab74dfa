"""The two card schools: which lessons, where, and a character's progress.

Progress is a character Attribute `school_progress`: {school: [lesson keys
passed]}; keys, not numbers, so a lesson added later keeps old passes right.
"""

from . import gaigel, sixtysix

SCHOOLS = {
    "gaigel": {"name": "Gaigel-Schule", "lessons": gaigel.LESSONS,
               "where": "in der Besenwirtschaft"},
    "66": {"name": "66-Schule", "lessons": sixtysix.LESSONS, "where": "im Kaffeehaus"},
}

PROGRESS = "school_progress"


def lesson(school, number):
    """The lesson `number` (1-based) of `school`, or None."""
    lessons = SCHOOLS[school]["lessons"]
    return lessons[number - 1] if 1 <= number <= len(lessons) else None


def passed(obj, school):
    """The keys of the lessons of `school` that `obj` passed."""
    return list((obj.attributes.get(PROGRESS, default=None) or {}).get(school, []))


def mark_passed(obj, school, key):
    """Note that `obj` passed the lesson `key`; True if it is the first time."""
    progress = dict(obj.attributes.get(PROGRESS, default=None) or {})
    done = list(progress.get(school, []))
    if key in done:
        return False
    progress[school] = done + [key]
    obj.attributes.add(PROGRESS, progress)
    return True


def overview(obj, school):
    """The lessons of `school` with the ones `obj` passed marked."""
    spec = SCHOOLS[school]
    done = passed(obj, school)
    lines = [f"|w{spec['name']}|n ({sum(1 for l in spec['lessons'] if l.key in done)} von "
             f"{len(spec['lessons'])} Lektionen bestanden):"]
    for number, item in enumerate(spec["lessons"], 1):
        mark = "|gbestanden|n" if item.key in done else "offen"
        lines.append(f"  {number:>2}. {item.title} – {mark}")
    return "\n".join(lines)
