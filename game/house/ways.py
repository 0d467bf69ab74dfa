"""The way from room to room, walked: `zum tisch`, `spiel <spielart>` from
another room, the waiting list and an accepted invitation take a person along
the exits, room by room, as if on foot (each room is seen on the way)."""

from collections import deque


def path_to(start, goal):
    """The exits from room `start` to room `goal`, shortest first; None if none."""
    if start == goal:
        return []
    came = {start.id: None}
    todo = deque([start])
    while todo:
        room = todo.popleft()
        for way in room.exits:
            there = way.destination
            if there is None or there.id in came:
                continue
            came[there.id] = (room, way)
            if there == goal:
                steps = []
                while came[there.id]:
                    room, way = came[there.id]
                    steps.append(way)
                    there = room
                return steps[::-1]
            todo.append(there)
    return None


def walk(obj, goal):
    """Take `obj` to room `goal` along the exits; True once there. False if no way
    leads there or a way refused (the refusal was said to `obj`)."""
    if obj.location == goal:
        return True
    steps = path_to(obj.location, goal) if obj.location else None
    if steps is None:
        return False
    for way in steps:
        before = obj.location
        way.at_traverse(obj, way.destination)
        if obj.location == before:
            return False
    return obj.location == goal


def nearest(start, rooms):
    """The room of `rooms` with the shortest way from `start` (`start` itself
    first); rooms without a way come last, in their order."""
    def steps(room):
        path = path_to(start, room) if start else None
        return len(path) if path is not None else 10_000
    return sorted(rooms, key=steps)
