// Killer Sudoku: cage rules, the cage= text option and its errors, saves, the fast solver's
// counts against brute force, the cage techniques and the generator's unique puzzles.
#include <doctest/doctest.h>

#include <functional>

#include "core/fast/fast_solver.hpp"
#include "core/generate/killer_generator.hpp"
#include "core/generate/puzzle_request.hpp"
#include "core/grid/validation.hpp"
#include "core/logic/logic_solver.hpp"
#include "core/logic/logic_techniques.hpp"
#include "core/play/game.hpp"
#include "core/search/step_solver.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/save_file.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

namespace {

std::string killer_line_error(std::string_view line) {
    auto board = parse_puzzle_line(line);
    REQUIRE_FALSE(board.ok());
    return sudoku::i18n::english(board.error());
}

// Every cage holds distinct digits adding up to its sum.
bool respects_cages(const Board& grid) {
    for (const Cage& cage : grid.layout().cages()) {
        Mask seen = 0;
        int total = 0;
        for (Cell c : cage.cells) {
            const Digit d = grid.at(c);
            if (d == kEmpty || (seen & digit_bit(d))) return false;
            seen |= digit_bit(d);
            total += d;
        }
        if (total != cage.sum) return false;
    }
    return true;
}

// All 288 4x4 Sudoku grids by plain backtracking over the classic rules (no cage logic).
std::vector<Board> all_4x4_grids() {
    std::vector<Board> out;
    Board board(Layout::classic(4));
    std::function<void(int)> fill = [&](int c) {
        if (c == 16) {
            out.push_back(board);
            return;
        }
        for (Digit d = 1; d <= 4; ++d) {
            if (!(board.candidates(static_cast<Cell>(c)) & digit_bit(d))) continue;
            board.set(static_cast<Cell>(c), d);
            fill(c + 1);
            board.set(static_cast<Cell>(c), kEmpty);
        }
    };
    fill(0);
    return out;
}

// The 4x4 grid 1234/3412/2143/4321 cut into pairs.
const char* const kKiller4 =
    "................ cage=3:r1c1,r1c2 cage=7:r1c3,r1c4 cage=5:r2c1,r3c1 cage=5:r2c2,r2c3 "
    "cage=5:r2c4,r3c4 cage=5:r3c2,r3c3 cage=7:r4c1,r4c2 cage=3:r4c3,r4c4";

}  // namespace

TEST_CASE("cage sums: bounds, combinations and the digits they use") {
    CHECK(cage_min_sum(3) == 6);
    CHECK(cage_max_sum(3, 9) == 24);
    const auto combos = cage_combinations(10, 2, full_mask(9));
    CHECK(combos.sets.size() == 4);  // 1+9 2+8 3+7 4+6
    CHECK(cage_digits(10, 2, full_mask(9)) == (full_mask(9) & ~digit_bit(5)));
    CHECK(cage_digits(24, 3, full_mask(9)) == (digit_bit(7) | digit_bit(8) | digit_bit(9)));
    CHECK(cage_digits(4, 2, full_mask(9)) == (digit_bit(1) | digit_bit(3)));
    CHECK(cage_digits(20, 2, full_mask(9)) == 0);
    // A huge cage on 25x25: too many sets to list, the bounds still answer.
    CHECK(cage_digits(13 * 14 / 2 + 60, 13, full_mask(25)) != 0);
}

TEST_CASE("cage digits from 1..9 (a table) equal the union of the listed combinations") {
    int differ = 0, nonzero = 0;
    for (Mask allowed = 0; allowed <= full_mask(9); allowed += 2)
        for (int k = -1; k <= 10; ++k)
            for (int sum = -1; sum <= 47; ++sum) {
                Mask expected = 0;
                for (Mask set : cage_combinations(sum, k, allowed).sets)
                    expected |= set;
                const Mask got = cage_digits(sum, k, allowed);
                differ += got != expected;
                nonzero += got != 0;
            }
    CHECK(differ == 0);
    CHECK(nonzero > 10000);  // the table answers, not just zeros
    // A mask with a digit above 9 takes the listing path, and agrees too.
    CHECK(cage_digits(10, 2, full_mask(10)) == (full_mask(9) & ~digit_bit(5)));
    CHECK(cage_digits(19, 2, full_mask(10)) == (digit_bit(9) | digit_bit(10)));
}

TEST_CASE("killer lines read cages, round-trip and make cage mates peers") {
    auto board = parse_puzzle_line(kKiller4);
    REQUIRE(board.ok());
    const Layout& layout = board->layout();
    CHECK(layout.is_killer());
    CHECK(layout.cages().size() == 8);
    CHECK(layout.cage_of(layout.cell_at(2, 0)) == 2);
    CHECK(layout.describe() == "4x4 killer");
    // r2c2 and r2c3 share row 2 anyway; r2c1 and r3c1 share column 1; r1c1 and r2c2 share a
    // box; the cage r2c4+r3c4 makes r3c4 a peer of r2c4 (column) - check a pair only the cage
    // joins on a 6x6 board instead.
    auto six = parse_puzzle_line(std::string(36, '.') + " cage=6:r2c3,r3c3,r3c4");
    REQUIRE(six.ok());
    const Layout& l6 = six->layout();
    const auto peers = l6.peers(l6.cell_at(1, 2));
    CHECK(std::find(peers.begin(), peers.end(), l6.cell_at(2, 3)) != peers.end());
    CHECK(format_puzzle_line(*board) == kKiller4);
    auto again = parse_puzzle_line(format_puzzle_line(*six));
    REQUIRE(again.ok());
    CHECK(*again == *six);
}

TEST_CASE("bad cage options and cage lists are named with their column, cage and cell") {
    const std::string dots(81, '.');
    CHECK(killer_line_error(dots + " cage=15") ==
          "column 83: cage=15: expected <sum>:<cells>, such as cage=15:r1c1,r1c2");
    CHECK(killer_line_error(dots + " cage=x5:r1c1") ==
          "column 83: cage sum 'x5' is not a positive whole number");
    CHECK(killer_line_error(dots + " cage=5:r1c1,r10c1") ==
          "column 95: cage cell 'r10c1' is not a cell such as r3c5 on a 9x9 board");
    CHECK(killer_line_error(dots + " cage=5:r1c1,") ==
          "column 95: cage cell '' is not a cell such as r3c5 on a 9x9 board");
    CHECK(killer_line_error(dots + " cage=3:r1c1,r1c2 cage=4:r1c2,r1c3") ==
          "r1c2 is in cage 1 and again in cage 2 at r1c2");
    CHECK(killer_line_error(dots + " cage=3:r1c1,r1c1") == "cage 1 at r1c1 lists r1c1 twice");
    CHECK(killer_line_error(dots + " cage=3:r1c1,r1c3") ==
          "cage 1 at r1c1 is not connected (r1c3 is cut off)");
    CHECK(killer_line_error(dots + " cage=2:r1c1,r1c2") ==
          "cage 1 at r1c1: sum 2 is impossible for 2 different digits (possible: 3 to 17)");
    CHECK(killer_line_error(std::string(16, '.') + " cage=15:r1c1,r1c2,r1c3,r1c4,r2c4") ==
          "cage 1 at r1c1 has 5 cells, more than 4 (no digit may repeat in a cage)");
    // Givens that break a cage.
    auto broken = parse_puzzle_line("9" + std::string(80, '.') + " cage=9:r1c1,r1c2");
    REQUIRE(broken.ok());
    auto error = validate_givens(*broken);
    REQUIRE(error);
    CHECK(sudoku::i18n::english(*error) ==
          "cage 1 at r1c1 cannot make its sum 9 with the digits given there (they add up to 9)");
    // Two 1s that only the cage joins (r1c3 and r2c4 share no row, column or box).
    auto twice = parse_puzzle_line("..1" + std::string(9, '.') + "1" + std::string(68, '.') +
                                   " cage=6:r1c3,r1c4,r2c4");
    REQUIRE(twice.ok());
    auto clash = validate_givens(*twice);
    REQUIRE(clash);
    CHECK(sudoku::i18n::english(*clash) ==
          "conflicting givens: r1c3 and r2c4 both hold 1 in their cage");
}

TEST_CASE("the fast solver counts killer solutions as brute force does (4x4)") {
    const auto grids = all_4x4_grids();
    REQUIRE(grids.size() == 288);
    const auto brute = [&](const Board& puzzle) {
        int n = 0;
        for (const Board& g : grids) {
            Board withcages(puzzle.layout_ptr(), g.cells());
            if (puzzle.agrees_with(g) && respects_cages(withcages)) ++n;
        }
        return n;
    };
    auto known = parse_puzzle_line(kKiller4);
    REQUIRE(known.ok());
    CHECK(count_solutions(*known, 1000) == brute(*known));
    const auto solution = solve(*known);
    REQUIRE(solution);
    CHECK(respects_cages(*solution));
    // Random cage sets cut from random grids: counts agree, from unique to many.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        KillerOptions o;
        o.layout.size = 4;
        o.seed = seed;
        o.difficulty = seed % 2 ? Grade::Hard : Grade::Expert;
        auto made = generate_killer(o);
        REQUIRE(made.ok());
        // Drop one cage: usually several solutions, still counted exactly.
        LayoutSpec spec = made->puzzle.layout().spec();
        spec.cages.pop_back();
        auto layout = Layout::create(spec);
        REQUIRE(layout.ok());
        const Board fewer(*layout);
        CHECK(count_solutions(made->puzzle, 1000) == brute(made->puzzle));
        CHECK(count_solutions(fewer, 1000) == brute(fewer));
    }
}

TEST_CASE("generated killer puzzles are unique and their solutions respect every cage") {
    struct Shape {
        LayoutSpec spec;
        bool jigsaw;
        bool givens;
    };
    const std::vector<Shape> shapes = {
        {{.size = 4}, false, false},
        {{.size = 6}, false, false},
        {{.size = 9}, false, false},
        {{.size = 9}, false, true},
        {{.size = 9, .diagonals = true}, false, false},
        {{.size = 6}, true, false},
        {{.size = 9, .hyper = true}, false, true},
    };
    for (const Shape& shape : shapes) {
        for (Grade grade : {Grade::Easy, Grade::Expert}) {
            if (kSanitizedBuild && grade == Grade::Expert) continue;  // Release checks it
            KillerOptions o{.layout = shape.spec,
                            .jigsaw = shape.jigsaw,
                            .givens = shape.givens,
                            .difficulty = grade,
                            .seed = 7};
            auto made = generate_killer(o);
            REQUIRE(made.ok());
            const Board& puzzle = made->puzzle;
            CAPTURE(format_puzzle_line(puzzle));
            CHECK(puzzle.layout().is_killer());
            CHECK(count_solutions(puzzle, 2) == 1);
            CHECK(made->solution.is_solved());
            CHECK(respects_cages(made->solution));
            CHECK(puzzle.agrees_with(made->solution));
            CHECK(shape.givens == (puzzle.filled_count() > 0));
        }
    }
}

TEST_CASE("a Killer request of any level keeps its first grid, a level asked for reaches it") {
    // 9x9 X Killer with givens: seeking Medium by redrawing used all eight grids (each graded
    // Evil); the grade walk reaches it on the first.
    PuzzleRequest request;
    request.killer = true;
    request.killer_givens = true;
    request.settings.variant = Variant::X;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(seed);
        request.settings.seed = seed;
        request.settings.difficulty = std::nullopt;
        const auto any = generate_for_request(request, nullptr);
        REQUIRE(any.ok());
        CHECK(any->stats.attempts == 1);
        CHECK(count_solutions(any->puzzle) == 1);
        CHECK(any->grade.has_value());
        request.settings.difficulty = Grade::Medium;
        const auto medium = generate_for_request(request, nullptr);
        REQUIRE(medium.ok());
        CHECK(count_solutions(medium->puzzle) == 1);
        CHECK(medium->grade == Grade::Medium);
        CHECK(medium->stats.attempts == 1);
    }
}

TEST_CASE("cage combination keeps the digits that make a cage's sum") {
    auto board = parse_puzzle_line(std::string(81, '.') + " cage=3:r1c1,r1c2 cage=17:r9c8,r9c9");
    REQUIRE(board.ok());
    const CandidateGrid grid(*board);
    auto step = find_cage_combination(grid);
    REQUIRE(step);
    CHECK(step->technique == Technique::CageCombination);
    CHECK(step->digits == std::vector<Digit>{1, 2});
    CHECK(step->eliminations.size() == 14);  // 3..9 from both cells
    // A cell limited to {1, 2} leaves its cage partner 8 or 9 only where the sum is 10.
    auto pair = parse_puzzle_line(std::string(81, '.') + " cage=10:r1c1,r1c2");
    REQUIRE(pair.ok());
    CandidateGrid limited(*pair);
    limited.set_candidates(0, digit_bit(1) | digit_bit(2));
    auto narrowed = find_cage_combination(limited);
    REQUIRE(narrowed);
    for (const auto& [c, d] : narrowed->eliminations)
        if (c == 1) CHECK((d != 8 && d != 9));
    CHECK(narrowed->eliminations.size() == 7);  // r1c2 keeps 8 and 9
}

TEST_CASE("rule of 45: innies take the rest of a unit's total, one outie the excess") {
    // Row 1 of 1234: cages r1c1+r1c2 = 3 inside it, so r1c3 + r1c4 make 7.
    auto innie = parse_puzzle_line(std::string(16, '.') + " cage=3:r1c1,r1c2 cage=6:r1c3,r2c3");
    REQUIRE(innie.ok());
    CandidateGrid grid(*innie);
    grid.set_candidates(2, digit_bit(3) | digit_bit(4));
    auto step = find_rule_of_45(grid);
    REQUIRE(step);
    CHECK(step->technique == Technique::RuleOf45);
    CHECK(step->cells == std::vector<Cell>{2, 3});
    for (const auto& [c, d] : step->eliminations)
        CHECK((d == 1 || d == 2));
    // Outie: cages over row 1 add up to 3 + 9 = 12 = 10 + 2, so r2c4 (outside row 1) is 2.
    auto outie =
        parse_puzzle_line(std::string(16, '.') + " cage=3:r1c1,r1c2 cage=9:r1c3,r1c4,r2c4");
    REQUIRE(outie.ok());
    CandidateGrid g2(*outie);
    g2.set_candidates(2, digit_bit(3) | digit_bit(4));
    g2.set_candidates(3, digit_bit(3) | digit_bit(4));
    auto placed = find_rule_of_45(g2);
    REQUIRE(placed);
    REQUIRE(placed->placements.size() == 1);
    CHECK(placed->placements.front() == std::pair<Cell, Digit>{7, 2});
    // Without cages the techniques never fire.
    CHECK_FALSE(find_rule_of_45(CandidateGrid(Board(Layout::classic(9)))));
    CHECK_FALSE(find_cage_combination(CandidateGrid(Board(Layout::classic(9)))));
}

TEST_CASE("a cage-only killer is solved by logic with the cage techniques") {
    auto made = generate_killer({.layout = {.size = 9}, .difficulty = Grade::Easy, .seed = 3});
    REQUIRE(made.ok());
    const auto result = solve_logically(made->puzzle);
    CHECK(result.status == LogicStatus::Solved);
    CHECK(result.counts[static_cast<int>(Technique::CageCombination)] > 0);
    CHECK(result.board == made->solution);
    CHECK(made->grade == Grade::Easy);
}

TEST_CASE("saves carry the cages, and bad cages in a save name the field") {
    auto made = generate_killer({.layout = {.size = 6}, .seed = 11});
    REQUIRE(made.ok());
    auto game = Game::start(made->puzzle, made->solution);
    REQUIRE(game.ok());
    const std::string text = sudoku::io::save_to_text(*game);
    CHECK(text.find("\"cages\"") != std::string::npos);
    auto loaded = sudoku::io::load_from_text(text);
    REQUIRE(loaded.ok());
    CHECK(loaded->puzzle().layout().cages() == made->puzzle.layout().cages());
    std::string bad = text;
    const auto at = bad.find("\"sum\"");
    REQUIRE(at != std::string::npos);
    bad.replace(at, 5, "\"sum\": 99, \"old\"");
    auto refused = sudoku::io::load_from_text(bad);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().field == "puzzle.cages[0].sum");
    // Two cages over one cell: the cage list as a whole is at fault.
    std::string overlap = text;
    const auto cells = overlap.find("\"cells\"");
    REQUIRE(cells != std::string::npos);
    overlap.replace(cells, 7, "\"cells\": [0, 1], \"old\"");
    const auto second = overlap.find("\"cells\"", overlap.find("\"old\"") + 20);
    REQUIRE(second != std::string::npos);
    overlap.replace(second, 7, "\"cells\": [1, 2], \"old\"");
    auto twice = sudoku::io::load_from_text(overlap);
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.error().field == "puzzle.cages");
}

TEST_CASE("the lessons' step searches honour cages and count killer solutions") {
    auto known = parse_puzzle_line(kKiller4);
    REQUIRE(known.ok());
    auto six = generate_killer({.layout = {.size = 6}, .difficulty = Grade::Hard, .seed = 5});
    REQUIRE(six.ok());
    // A 6x6 killer with half its cages dropped: several solutions for enumeration.
    LayoutSpec fewer_spec = six->puzzle.layout().spec();
    fewer_spec.cages.resize(fewer_spec.cages.size() / 2);
    auto fewer_layout = Layout::create(fewer_spec);
    REQUIRE(fewer_layout.ok());
    const Board fewer(*fewer_layout);
    const int expected = count_solutions(fewer, 100000);
    REQUIRE(expected > 1);
    for (Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate}) {
        CAPTURE(algorithm_name(a));
        for (const Board* puzzle : {&*known, &six->puzzle}) {
            auto solver = make_step_solver(*puzzle, {.algorithm = a});
            REQUIRE(solver.ok());
            bool solved = false;
            int cage_events = 0;
            while (auto step = (*solver)->next()) {
                cage_events += step->cage >= 0;
                if (step->kind == StepKind::Solution) solved = true;
            }
            REQUIRE(solved);
            CHECK(respects_cages((*solver)->board()));
            CHECK((*solver)->board() == *solve(*puzzle));
            // Watch has cages to show: naive's rejects and propagate's strikes name them (mrv
            // only counts legal values, the cage's included).
            if (puzzle == &six->puzzle && a != Algorithm::Mrv) CHECK(cage_events > 0);
        }
        auto all = make_step_solver(fewer, {.algorithm = a, .stop_at_first_solution = false});
        REQUIRE(all.ok());
        int solutions = 0;
        while (auto step = (*all)->next())
            solutions += step->kind == StepKind::Solution;
        CHECK(solutions == expected);
    }
}
