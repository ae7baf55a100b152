"""Lesson 000's `giai` (the naive search) in plain Python, step by step, as the reference the
browser test holds Watch's counters to: after each event, the writes (placements), resets
(backtracks) and checks the lesson counts. The same events as tests/lesson_reference.cpp."""


def naive_counters(line):
    """counters[k] = (placements, backtracks, checks) after the first k events of the search."""
    q = [[0 if ch == "." else int(ch) for ch in line[r * 9:r * 9 + 9]] for r in range(9)]
    events = []  # "select", "try", "reject", "place", "remove", "dead_end", "solution"

    def conflict(value, row, col):
        if any(q[row][i] == value for i in range(9) if i != col):
            return True
        if any(q[i][col] == value for i in range(9) if i != row):
            return True
        r0, c0 = row // 3 * 3, col // 3 * 3
        return any(q[d][c] == value for d in range(r0, r0 + 3) for c in range(c0, c0 + 3)
                   if (d, c) != (row, col))

    def giai():
        empty = next(((d, c) for d in range(9) for c in range(9) if q[d][c] == 0), None)
        if empty is None:
            events.append("solution")
            return True
        d, c = empty
        events.append("select")
        for i in range(1, 10):
            events.append("try")
            if conflict(i, d, c):
                events.append("reject")
                continue
            q[d][c] = i
            events.append("place")
            if giai():
                return True
            q[d][c] = 0
            events.append("remove")
        events.append("dead_end")
        return False

    giai()
    counters = [(0, 0, 0)]
    placements = backtracks = checks = 0
    for event in events:
        placements += event == "place"
        backtracks += event == "remove"
        checks += event == "try"
        counters.append((placements, backtracks, checks))
    return counters
