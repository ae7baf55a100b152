#include "core/generate/region_generator.hpp"

#include <string>

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/region_map_pool.hpp"

namespace sudoku::core {

namespace {

constexpr int kDr[4] = {-1, 1, 0, 0};
constexpr int kDc[4] = {0, 0, -1, 1};

// Moves between two pieces per cell: enough that no trace of the starting rows is visible.
constexpr int kMovesPerCell = 3;
// Tries per wanted move before the shuffle gives up (a move can be refused for connectivity).
constexpr int kTriesPerMove = 20;

int neighbour(int n, int cell, int dir) {
    const int r = cell / n + kDr[dir], c = cell % n + kDc[dir];
    if (r < 0 || r >= n || c < 0 || c >= n) return -1;
    return r * n + c;
}

// Flood fill over one piece; scratch buffers are reused across calls to avoid allocations.
class PieceChecker {
  public:
    explicit PieceChecker(int n) : m_n(n), m_seen(n * n, 0) {}

    // True when the cells of `piece` other than `skip` form one 4-connected group.
    bool connected_without(const std::vector<int>& map, int piece, int skip) {
        int start = -1, count = 0;
        for (int c = 0; c < m_n * m_n; ++c) {
            m_seen[c] = 0;
            if (map[c] == piece && c != skip) {
                ++count;
                if (start < 0) start = c;
            }
        }
        if (start < 0) return true;
        m_stack.clear();
        m_stack.push_back(start);
        m_seen[start] = 1;
        int reached = 1;
        while (!m_stack.empty()) {
            const int c = m_stack.back();
            m_stack.pop_back();
            for (int dir = 0; dir < 4; ++dir) {
                const int next = neighbour(m_n, c, dir);
                if (next < 0 || next == skip || m_seen[next] || map[next] != piece) continue;
                m_seen[next] = 1;
                ++reached;
                m_stack.push_back(next);
            }
        }
        return reached == count;
    }

  private:
    int m_n;
    std::vector<char> m_seen;
    std::vector<int> m_stack;
};

// One random exchange between two touching pieces A and B: a cell of A joins B and a cell of
// B joins A, so both keep N cells; refused (map unchanged) if either piece would split.
bool try_exchange(std::vector<int>& map, int n, Random& rng, PieceChecker& checker,
                  std::vector<int>& scratch) {
    const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(n * n)));
    const int b = neighbour(n, a, static_cast<int>(rng.below(4)));
    if (b < 0 || map[a] == map[b]) return false;
    const int piece_a = map[a], piece_b = map[b];
    if (!checker.connected_without(map, piece_a, a)) return false;
    map[a] = piece_b;
    scratch.clear();
    for (int d = 0; d < n * n; ++d) {
        if (map[d] != piece_b || d == a) continue;
        for (int dir = 0; dir < 4; ++dir) {
            const int next = neighbour(n, d, dir);
            if (next >= 0 && map[next] == piece_a) {
                scratch.push_back(d);
                break;
            }
        }
    }
    rng.shuffle(scratch);
    for (int d : scratch) {
        if (checker.connected_without(map, piece_b, d)) {
            map[d] = piece_a;
            return true;
        }
    }
    map[a] = piece_a;
    return false;
}

std::string board_name(int n, bool diagonals) {
    return std::to_string(n) + "x" + std::to_string(n) + (diagonals ? " X" : "");
}

}  // namespace

std::vector<int> random_region_map(int n, Random& rng) {
    // Start from the rows (always a valid partition) and shuffle cells between pieces.
    std::vector<int> map(n * n);
    for (int c = 0; c < n * n; ++c)
        map[c] = c / n;
    PieceChecker checker(n);
    std::vector<int> scratch;
    const int wanted = kMovesPerCell * n * n;
    int moves = 0;
    for (int tries = 0; moves < wanted && tries < wanted * kTriesPerMove; ++tries)
        if (try_exchange(map, n, rng, checker, scratch)) ++moves;

    // Number pieces in order of first appearance: equal partitions give equal maps.
    std::vector<int> renumber(n, -1);
    int next_id = 0;
    for (int& id : map) {
        if (renumber[id] < 0) renumber[id] = next_id++;
        id = renumber[id];
    }
    return map;
}

Error cancelled_error() {
    return coded_error(ErrorCode::Cancelled);
}

Error x_impossible_error(int n) {
    return coded_error(ErrorCode::XImpossible, {std::to_string(n)});
}

Result<GeneratedRegions> generate_regions(const RegionGeneratorOptions& options) {
    const int n = options.size;
    if (n < kMinSize || n > kMaxSize) return size_out_of_range(n);
    // Diagonal Latin squares do not exist for orders 2 and 3: no search needed to say so.
    if (options.diagonals && n <= 3) return x_impossible_error(n);
    if (options.stored_maps)
        if (auto stored = draw_stored_regions(options)) return std::move(*stored);
    Random rng(options.seed);
    for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
        if (stop_requested(options.cancel)) return cancelled_error();
        auto layout = Layout::create(LayoutSpec{
            .size = n, .regions = random_region_map(n, rng), .diagonals = options.diagonals});
        if (!layout) return layout.error();  // cannot happen for a valid partition
        const FastSolveResult fill =
            fast_solve(Board(*layout), {.solution_limit = 1,
                                        .node_limit = options.fill_node_limit,
                                        .random_order = true,
                                        .seed = rng.next()});
        if (fill.first) return GeneratedRegions{std::move(layout).value(), *fill.first, attempt};
    }
    return coded_error(ErrorCode::NoRegionMap,
                       {board_name(n, options.diagonals), std::to_string(options.max_attempts),
                        std::to_string(options.fill_node_limit)});
}

}  // namespace sudoku::core
