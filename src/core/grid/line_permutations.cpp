#include "core/grid/line_permutations.hpp"

#include <numeric>

namespace sudoku::core {

std::vector<int> any_permutation(int k, Random& rng) {
    std::vector<int> perm(static_cast<std::size_t>(k));
    std::iota(perm.begin(), perm.end(), 0);
    rng.shuffle(perm);
    return perm;
}

std::vector<int> mirrored_permutation(int k, Random& rng) {
    const std::vector<int> pairs = any_permutation(k / 2, rng);
    std::vector<int> perm(static_cast<std::size_t>(k));
    for (int p = 0; p < k / 2; ++p) {
        const int q = pairs[static_cast<std::size_t>(p)];
        const int low = rng.below(2) ? q : k - 1 - q;
        perm[static_cast<std::size_t>(p)] = low;
        perm[static_cast<std::size_t>(k - 1 - p)] = k - 1 - low;
    }
    if (k % 2 == 1) perm[static_cast<std::size_t>(k / 2)] = k / 2;
    return perm;
}

std::vector<int> reversed_lines(int n) {
    std::vector<int> perm(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        perm[static_cast<std::size_t>(i)] = n - 1 - i;
    return perm;
}

std::vector<int> nested_block_permutation(int len, std::span<const int> blocks, bool mirrored,
                                          Random& rng) {
    if (blocks.empty())
        return mirrored ? mirrored_permutation(len, rng) : any_permutation(len, rng);
    const int size = blocks.front();
    const int k = len / size;
    const std::vector<int> order =
        mirrored ? mirrored_permutation(k, rng) : any_permutation(k, rng);
    std::vector<int> perm(static_cast<std::size_t>(len));
    for (int b = 0; b < k; ++b) {
        const int mate = k - 1 - b;
        if (mirrored && mate < b) continue;  // filled from its mirrored mate
        const std::vector<int> inner =
            nested_block_permutation(size, blocks.subspan(1), mirrored && mate == b, rng);
        const int from = order[static_cast<std::size_t>(b)];
        for (int i = 0; i < size; ++i) {
            const int source = from * size + inner[static_cast<std::size_t>(i)];
            perm[static_cast<std::size_t>(b * size + i)] = source;
            // new line (mate, size-1-i) takes the reflection of new line (b, i)'s source
            if (mirrored && mate != b)
                perm[static_cast<std::size_t>(mate * size + size - 1 - i)] = len - 1 - source;
        }
    }
    return perm;
}

}  // namespace sudoku::core
