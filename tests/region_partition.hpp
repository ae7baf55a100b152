// A region map checked independently of Layout::create: n pieces of n cells, ids in range, each
// piece one 4-connected group (flood fill). Shared by the region generator's tests.
#pragma once

#include <vector>

namespace sudoku::test {

inline bool is_valid_partition(const std::vector<int>& map, int n) {
    if (static_cast<int>(map.size()) != n * n) return false;
    std::vector<int> sizes(n, 0);
    for (int id : map) {
        if (id < 0 || id >= n) return false;
        ++sizes[id];
    }
    for (int s : sizes)
        if (s != n) return false;
    for (int piece = 0; piece < n; ++piece) {
        std::vector<char> seen(n * n, 0);
        std::vector<int> todo;
        for (int c = 0; c < n * n && todo.empty(); ++c)
            if (map[c] == piece) todo.push_back(c), seen[c] = 1;
        int reached = 0;
        while (!todo.empty()) {
            const int c = todo.back();
            todo.pop_back();
            ++reached;
            const int r = c / n, col = c % n;
            const int next[4] = {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1,
                                 col < n - 1 ? c + 1 : -1};
            for (int m : next)
                if (m >= 0 && !seen[m] && map[m] == piece) seen[m] = 1, todo.push_back(m);
        }
        if (reached != n) return false;
    }
    return true;
}

}  // namespace sudoku::test
