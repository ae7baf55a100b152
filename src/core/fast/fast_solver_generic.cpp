#include "core/fast/fast_solver_generic.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <type_traits>
#include <vector>

#include "core/fast/fast_search_control.hpp"
#include "core/fast/search_layout.hpp"
#include "core/grid/cage.hpp"
#include "core/grid/unit_intersections.hpp"

namespace sudoku::core {

namespace {

// Set on a cell's mask once the cell holds its digit: the digit bit stays, so the solved
// cell still counts in its units and a peer taking the same digit empties it (a conflict).
constexpr Mask kSolved = Mask{1} << 31;
// Counting on sparse puzzles from 12x12 on (under a third of the cells given) also applies
// naked pairs and hidden pairs and triples: on 16x16 with 76-96 givens they cut the guesses of
// a uniqueness proof about twentyfold and halve its time. A search for one solution (a fill)
// goes straight down, and denser or smaller boards have small trees, so there they cost more
// per guess than they save (and the 9x9 path, which has none, searches the same tree).
constexpr int kSubsetsFromSize = 12;

// Depth-first search; one candidate-mask array per depth in a flat buffer, copied on branching.
class GenericSearch {
  public:
    GenericSearch(const Board& puzzle, FastSearchControl& control, const FastSolveOptions& options)
        : m_puzzle(puzzle),
          m_layout_ptr(search_layout(puzzle.layout_ptr())),
          m_layout(*m_layout_ptr),
          m_cells(m_layout.cell_count()),
          m_all(m_layout.all_digits()),
          m_intersections(unit_intersections(m_layout_ptr)),
          m_control(control),
          m_automorphism(options.automorphism),
          m_subsets((options.solution_limit >= 2 || options.subsets_for_one) &&
                    m_layout.size() >= kSubsetsFromSize && 3 * puzzle.filled_count() < m_cells) {
        // Depth grows by one per guess; most searches stay shallow, so start small.
        m_buffer.assign(static_cast<std::size_t>(m_cells) * 8, m_all);
        m_queue.resize(static_cast<std::size_t>(m_cells));
    }

    // Places the givens; false when they conflict (or hold a digit the layout cannot take).
    [[nodiscard]] bool load_givens() {
        m_queue_size = 0;
        Mask* cand = level(0);
        if (m_automorphism == nullptr) return load_givens_by_units(cand);
        for (int c = 0; c < m_cells; ++c) {
            const Digit d = m_puzzle.at(static_cast<Cell>(c));
            if (d == kEmpty) continue;
            if (d > m_layout.size()) return false;
            if (!assign(cand, static_cast<Cell>(c), d)) return false;
        }
        return true;
    }

    // Returns true when the search must stop (solution limit reached or budget spent).
    bool search(int depth) {
        Mask* cand = level(depth);
        if (!propagate(cand)) return false;

        const Cell best = most_constrained_cell(cand);
        if (best == kNoCell) return m_control.add_solution([&] { return make_board(cand); });

        const BranchDigits order = m_control.order(cand[best], best);
        for (int i = 0; i < order.count; ++i) {
            if (!m_control.take_guess()) return true;
            Mask* next = level(depth + 1);
            cand = level(depth);  // level() may have grown the buffer
            std::copy(cand, cand + m_cells, next);
            m_queue_size = 0;
            if (assign(next, best, order.digits[i]) && search(depth + 1)) return true;
        }
        return false;
    }

  private:
    // The state placing the givens one by one reaches, built unit by unit: each unit's digits
    // are gathered once and every empty cell keeps what none of its units holds (on 25x25,
    // 75 unit sweeps instead of 72 peers for each of some 400 givens).
    bool load_givens_by_units(Mask* cand) {
        const std::vector<Unit>& units = m_layout.units();
        m_unit_digits.assign(units.size(), 0);
        for (std::size_t u = 0; u < units.size(); ++u) {
            Mask used = 0;
            for (Cell c : units[u].cells) {
                const Digit d = m_puzzle.at(c);
                if (d == kEmpty) continue;
                if (d > m_layout.size() || (used & digit_bit(d))) return false;
                used |= digit_bit(d);
            }
            m_unit_digits[u] = used;
        }
        for (int i = 0; i < m_cells; ++i) {
            const auto c = static_cast<Cell>(i);
            const Digit d = m_puzzle.at(c);
            if (d != kEmpty) {
                cand[c] = digit_bit(d) | kSolved;
                continue;
            }
            Mask m = m_all;
            for (int u : m_layout.units_of(c))
                m &= ~m_unit_digits[static_cast<std::size_t>(u)];
            if (m == 0) return false;
            cand[c] = m;
            if ((m & (m - 1)) == 0) m_queue[m_queue_size++] = c;
        }
        return true;
    }

    // Fewest candidates, ties broken by most unsolved peers (a guess there settles the most),
    // then row-major order: the same choice as the classic 9x9 path, so both search alike.
    Cell most_constrained_cell(const Mask* cand) const {
        Cell best = kNoCell;
        int best_count = kMaxSize + 1, best_score = -1;
        for (int c = 0; c < m_cells; ++c) {
            if (cand[c] & kSolved) continue;
            const int count = mask_count(cand[c]);
            if (count > best_count) continue;
            int score = 0;
            for (Cell p : m_layout.peers(static_cast<Cell>(c)))
                score += (cand[p] & kSolved) == 0;
            if (count < best_count || score > best_score) {
                best_count = count;
                best_score = score;
                best = static_cast<Cell>(c);
            }
        }
        return best;
    }

    Mask* level(int depth) {
        const std::size_t need = static_cast<std::size_t>(depth + 1) * m_cells;
        if (m_buffer.size() < need) m_buffer.resize(need * 2);
        return m_buffer.data() + static_cast<std::size_t>(depth) * m_cells;
    }

    // Writes d into c and removes it from every peer; peers left with one candidate are queued.
    bool assign(Mask* cand, Cell c, Digit d) {
        const Mask bit = digit_bit(d);
        if ((cand[c] & bit) == 0 || (cand[c] & kSolved)) return false;
        cand[c] = bit | kSolved;
        for (Cell p : m_layout.peers(c)) {
            Mask m = cand[p];
            if ((m & bit) == 0) continue;
            m ^= bit;
            cand[p] = m;
            if ((m & m_all) == 0) return false;
            if ((m & kSolved) == 0 && (m & (m - 1)) == 0) m_queue[m_queue_size++] = p;
        }
        return m_automorphism == nullptr || assign_image(cand, c, d);
    }

    // The automorphism's image of a placement must hold the image digit (both maps are
    // involutions, so placing the image checks back against this cell and stops there).
    bool assign_image(Mask* cand, Cell c, Digit d) {
        const Cell image = m_automorphism->cells[c];
        const Digit image_digit = m_automorphism->digits[d];
        if (cand[image] & kSolved) return (cand[image] & digit_bit(image_digit)) != 0;
        return assign(cand, image, image_digit);
    }

    struct UnitPlaces {
        Mask once;    // digits with a place in the unit
        Mask twice;   // digits with two places or more
        Mask solved;  // digits of the unit's solved cells
    };

    // The common unit sizes get a loop of known length, which the compiler unrolls.
    UnitPlaces unit_places(const Mask* cand, const std::vector<Cell>& cells) const {
        switch (cells.size()) {
            case 9:
                return unit_places(cand, cells.data(), std::integral_constant<std::size_t, 9>{});
            case 16:
                return unit_places(cand, cells.data(), std::integral_constant<std::size_t, 16>{});
            case 25:
                return unit_places(cand, cells.data(), std::integral_constant<std::size_t, 25>{});
            default:
                return unit_places(cand, cells.data(), cells.size());
        }
    }

    // One pass over a unit's cells in two interleaved halves merged at the end: a single
    // once/twice chain was a serial dependency per cell, in the search's hottest loop.
    template <class Count>
    UnitPlaces unit_places(const Mask* cand, const Cell* cells, Count count) const {
        const std::size_t n = count;
        Mask once[2] = {0, 0}, twice[2] = {0, 0}, solved = 0;
        const auto add = [&](int half, Mask raw) {
            const Mask m = raw & m_all;
            twice[half] |= once[half] & m;
            once[half] |= m;
            // A solved cell's digit is in the unit once too, but is no hidden single: leaving
            // it out skips the second walk over the unit nearly every time.
            solved |= (raw & kSolved) ? m : 0;
        };
        std::size_t i = 0;
        for (; i + 1 < n; i += 2) {
            add(0, cand[cells[i]]);
            add(1, cand[cells[i + 1]]);
        }
        if (i < n) add(0, cand[cells[i]]);
        return {once[0] | once[1], twice[0] | twice[1] | (once[0] & once[1]), solved};
    }

    // Naked singles until none are queued, then one hidden-singles sweep over every unit;
    // repeats until nothing changes. False on a contradiction.
    bool propagate(Mask* cand) {
        for (;;) {
            while (m_queue_size > 0) {
                const Cell c = m_queue[--m_queue_size];
                if (cand[c] & kSolved) continue;
                if (!assign(cand, c, mask_first(cand[c]))) return false;
            }
            bool placed = false;
            for (const Unit& unit : m_layout.units()) {
                const auto [once, twice, solved] = unit_places(cand, unit.cells);
                if (once != m_all) return false;  // some digit has no place in this unit
                const Mask hidden = once & ~twice & ~solved;
                if (hidden == 0) continue;
                for (Cell c : unit.cells) {
                    const Mask here = cand[c] & hidden;
                    if (here == 0 || (cand[c] & kSolved)) continue;
                    if ((here & (here - 1)) != 0) return false;  // two digits need this cell
                    if (!assign(cand, c, mask_first(here))) return false;
                    placed = true;
                }
            }
            if (placed || m_queue_size > 0) continue;
            bool eliminated = false;
            if (!cage_sums(cand, eliminated)) return false;
            if (eliminated || m_queue_size > 0) continue;
            if (!lock_candidates(cand, eliminated)) return false;
            if (!eliminated && m_subsets && !subsets(cand, eliminated)) return false;
            if (!eliminated) return true;
        }
    }

    // Killer cages: each unsolved cell keeps only the digits some completion of its cage's sum
    // uses (from the digits its cells still allow, minus those placed). False on a contradiction.
    bool cage_sums(Mask* cand, bool& eliminated) {
        for (const Cage& cage : m_layout.cages()) {
            int rest = cage.sum, open = 0;
            Mask placed = 0, allowed = 0;
            for (Cell c : cage.cells) {
                if (cand[c] & kSolved) {
                    const Mask m = cand[c] & m_all;
                    rest -= mask_first(m);
                    placed |= m;
                } else {
                    ++open;
                    allowed |= cand[c];
                }
            }
            if (open == 0) {
                if (rest != 0) return false;
                continue;
            }
            const Mask keep = cage_digits(rest, open, allowed & ~placed & m_all);
            if (keep == 0) return false;
            for (Cell c : cage.cells)
                if ((cand[c] & kSolved) == 0 && !keep_only(cand, c, keep, eliminated)) return false;
        }
        return true;
    }

    // Naked pairs, hidden pairs and hidden triples in every unit. False on a contradiction.
    bool subsets(Mask* cand, bool& eliminated) {
        std::array<std::uint32_t, kMaxSize + 1> places{};  // bit i: the unit's i-th cell
        for (const Unit& unit : m_layout.units()) {
            const std::vector<Cell>& cells = unit.cells;
            const int k = static_cast<int>(cells.size());
            std::fill(places.begin(), places.end(), 0);
            for (int i = 0; i < k; ++i) {
                const Mask m = cand[cells[i]];
                if (m & kSolved) continue;
                for (Mask b = m; b != 0; b &= b - 1)
                    places[mask_first(b)] |= std::uint32_t{1} << i;
            }
            if (!naked_pairs(cand, cells, eliminated) ||
                !hidden_subsets(cand, cells, places, eliminated))
                return false;
        }
        return true;
    }

    // Two cells of a unit with the same two candidates take both digits from the others.
    bool naked_pairs(Mask* cand, const std::vector<Cell>& cells, bool& eliminated) {
        const int k = static_cast<int>(cells.size());
        for (int i = 0; i < k; ++i) {
            const Mask pair = cand[cells[i]];
            if ((pair & kSolved) || mask_count(pair) != 2) continue;
            for (int j = i + 1; j < k; ++j) {
                if (cand[cells[j]] != pair) continue;
                for (int x = 0; x < k; ++x)
                    if (x != i && x != j && !keep_only(cand, cells[x], ~pair, eliminated))
                        return false;
            }
        }
        return true;
    }

    // Two (three) digits that fit only the same two (three) cells of a unit leave those cells
    // no other candidate.
    bool hidden_subsets(Mask* cand, const std::vector<Cell>& cells,
                        const std::array<std::uint32_t, kMaxSize + 1>& places, bool& eliminated) {
        std::array<Digit, kMaxSize> few{};  // digits with two or three places
        int count = 0;
        for (int d = 1; d <= m_layout.size(); ++d) {
            const int n = mask_count(places[d]);
            if (n == 2 || n == 3) few[count++] = static_cast<Digit>(d);
        }
        const auto restrict_to = [&](std::uint32_t where, Mask digits) {
            for (std::uint32_t w = where; w != 0; w &= w - 1)
                if (!keep_only(cand, cells[std::countr_zero(w)], digits, eliminated)) return false;
            return true;
        };
        for (int a = 0; a < count; ++a) {
            for (int b = a + 1; b < count; ++b) {
                const std::uint32_t two = places[few[a]] | places[few[b]];
                const Mask ab = digit_bit(few[a]) | digit_bit(few[b]);
                if (mask_count(two) == 2 && !restrict_to(two, ab)) return false;
                if (mask_count(two) > 3) continue;
                for (int c = b + 1; c < count; ++c) {
                    const std::uint32_t three = two | places[few[c]];
                    if (mask_count(three) == 3 && !restrict_to(three, ab | digit_bit(few[c])))
                        return false;
                }
            }
        }
        return true;
    }

    // Removes every candidate of an unsolved cell outside `keep`; a solved cell holding a
    // removed digit is a contradiction. False on a contradiction.
    bool keep_only(Mask* cand, Cell c, Mask keep, bool& eliminated) {
        Mask m = cand[c];
        if ((m & ~keep & m_all) == 0) return true;
        if (m & kSolved) return false;
        m &= keep;
        cand[c] = m;
        eliminated = true;
        if (m == 0) return false;
        if ((m & (m - 1)) == 0) m_queue[m_queue_size++] = c;
        return true;
    }

    // Locked candidates: digits of one unit that only sit where it meets another unit leave
    // the rest of that other unit (pointing and claiming, for any pair of units).
    bool lock_candidates(Mask* cand, bool& eliminated) {
        for (std::size_t i = 0; i < m_intersections.size(); ++i) {
            const UnitIntersection pair = m_intersections[i];
            // Solved cells left out: their digits are gone from every peer already, so they
            // could lock nothing new, and a fully solved intersection is skipped unread.
            Mask inside = 0;
            for (Cell c : pair.shared)
                inside |= (cand[c] & kSolved) ? 0 : cand[c];
            if (inside == 0) continue;
            const Mask first = candidates_in(cand, pair.first_only);
            const Mask second = candidates_in(cand, pair.second_only);
            // A lock found in an earlier round is found again in every later one: only the
            // digits the other side still holds are worth walking its cells for. Both sides
            // are read before either loses a digit: the digits taken from the second side are
            // absent from the first (that is why they were locked), so reading the second side
            // again after its removals would lock nothing more in the first.
            const Mask leave_second = inside & ~first & second & m_all;
            const Mask leave_first = inside & ~second & first & m_all;
            if ((leave_second != 0 && !remove(cand, leave_second, pair.second_only, eliminated)) ||
                (leave_first != 0 && !remove(cand, leave_first, pair.first_only, eliminated)))
                return false;
        }
        return true;
    }

    static Mask candidates_in(const Mask* cand, std::span<const Cell> cells) {
        Mask digits = 0;
        for (Cell c : cells)
            digits |= cand[c];
        return digits;
    }

    // Removes `digits` from every cell of `cells`. False on a contradiction.
    bool remove(Mask* cand, Mask digits, std::span<const Cell> cells, bool& eliminated) {
        for (Cell c : cells) {
            Mask m = cand[c];
            if ((m & digits) == 0) continue;
            m &= ~digits;
            cand[c] = m;
            eliminated = true;
            if ((m & m_all) == 0) return false;
            if ((m & kSolved) == 0 && (m & (m - 1)) == 0) m_queue[m_queue_size++] = c;
        }
        return true;
    }

    Board make_board(const Mask* cand) const {
        std::vector<Digit> digits(static_cast<std::size_t>(m_cells));
        for (int c = 0; c < m_cells; ++c)
            digits[c] = mask_first(cand[c] & m_all);
        return Board(m_puzzle.layout_ptr(), std::move(digits));
    }

    const Board& m_puzzle;
    // The layout searched (search_layout.hpp): the puzzle's, with Hyper's implied windows.
    const LayoutPtr m_layout_ptr;
    const Layout& m_layout;
    int m_cells;
    Mask m_all;
    const UnitIntersections& m_intersections;
    FastSearchControl& m_control;
    const GridAutomorphism* m_automorphism;
    bool m_subsets;
    std::vector<Mask> m_buffer;
    std::vector<Mask> m_unit_digits;  // per unit, the givens' digits (loading only)
    std::vector<Cell> m_queue;
    int m_queue_size = 0;
};

}  // namespace

FastSolveResult fast_solve_generic(const Board& puzzle, const FastSolveOptions& options) {
    FastSolveResult result;
    if (puzzle.cell_count() != puzzle.layout().cell_count()) return result;
    FastSearchControl control(options, result);
    GenericSearch search(puzzle, control, options);
    if (search.load_givens()) search.search(0);
    return result;
}

}  // namespace sudoku::core
