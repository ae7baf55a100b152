// The play model: moves, notes and their auto-clean, rejections, queries, tallies, completion.
#include <doctest/doctest.h>

#include "core/play/apply_move.hpp"
#include "core/play/game.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;
using sudoku::test::rc;

namespace {

Mask bits(std::initializer_list<int> digits) {
    Mask m = 0;
    for (int d : digits)
        m |= digit_bit(static_cast<Digit>(d));
    return m;
}

void play_ok(Game& game, const Move& move) {
    auto r = game.play(move);
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : sudoku::i18n::english(r.error())));
    REQUIRE(r->changed);
}

}  // namespace

TEST_CASE("a new game starts at the givens with the solution computed") {
    auto game = Game::start(board_of(sudoku::test::kWikiPuzzle));
    REQUIRE(game.ok());
    CHECK(game->solution() == board_of(sudoku::test::kWikiSolution));
    CHECK(game->board() == board_of(sudoku::test::kWikiPuzzle));
    CHECK(game->mark(rc(1, 1)) == CellMark::Given);
    CHECK(game->mark(rc(1, 3)) == CellMark::Empty);
    CHECK(game->notes(rc(1, 3)) == 0);
    CHECK_FALSE(game->can_undo());
    CHECK_FALSE(game->completed());
    CHECK(game->tally() == GameTally{});
}

TEST_CASE("starting a game rejects bad puzzles and bad solutions") {
    // Two 5s in row 1.
    CHECK_FALSE(Game::start(board_of("55" + std::string(79, '.'))).ok());
    // Consistent givens without a solution: r1c1 can hold nothing (1-8 in its row, 9 below).
    CHECK(sudoku::i18n::english(
              Game::start(board_of(".12345678" + std::string(9, '.') + "9" + std::string(62, '.')))
                  .error())
              .find("no solution") != std::string::npos);
    const Board puzzle = board_of(sudoku::test::kWikiPuzzle);
    std::string wrong(sudoku::test::kWikiSolution);
    std::swap(wrong[2], wrong[3]);  // breaks columns 3 and 4
    CHECK_FALSE(Game::start(puzzle, board_of(wrong)).ok());
    CHECK_FALSE(Game::start(puzzle, board_of(sudoku::test::kWikiPuzzle)).ok());     // not full
    CHECK_FALSE(Game::start(puzzle, board_of(sudoku::test::kSmallSolution)).ok());  // 4x4
}

TEST_CASE("set digit places a user digit and clears the cell's own notes") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_notes(rc(1, 3), bits({1, 2, 4})));
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK(game.board().at(rc(1, 3)) == 4);
    CHECK(game.mark(rc(1, 3)) == CellMark::User);
    CHECK(game.notes(rc(1, 3)) == 0);
    CHECK(game.history().entries().back().label == "r1c3: 4");
}

TEST_CASE("placing a digit cleans that digit from the peers' notes and undo restores them") {
    Game game = sudoku::test::wiki_game();
    // r1c4 shares row 1, r2c3 shares box 1, r9c3 shares column 3; r5c5 is no peer of r1c3.
    play_ok(game, Move::set_notes(rc(1, 4), bits({2, 4, 6})));
    play_ok(game, Move::set_notes(rc(2, 3), bits({2, 4})));
    play_ok(game, Move::set_notes(rc(9, 3), bits({4})));
    play_ok(game, Move::set_notes(rc(5, 5), bits({4, 5})));
    const Position before = game.position();

    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK(game.notes(rc(1, 4)) == bits({2, 6}));
    CHECK(game.notes(rc(2, 3)) == bits({2}));
    CHECK(game.notes(rc(9, 3)) == 0);
    CHECK(game.notes(rc(5, 5)) == bits({4, 5}));
    const Position after = game.position();
    // The record holds the placed cell and the three cleaned peers, nothing else.
    CHECK(game.history().entries().back().changes.size() == 4);

    REQUIRE(game.undo());
    CHECK(game.position() == before);
    REQUIRE(game.redo());
    CHECK(game.position() == after);
}

TEST_CASE("with auto-clean off the peers keep their notes") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_notes(rc(1, 4), bits({2, 4})));
    play_ok(game, Move::set_digit(rc(1, 3), 4, false));
    CHECK(game.notes(rc(1, 4)) == bits({2, 4}));
}

TEST_CASE("moves on a given are rejected and change nothing") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    const Game copy = game;
    const Cell given = rc(1, 1);
    for (const Move& move :
         {Move::set_digit(given, 3), Move::clear_cell(given), Move::toggle_note(given, 2),
          Move::set_notes(given, bits({1})), Move::hint(given)}) {
        CAPTURE(move_kind_name(move.kind));
        auto r = game.play(move);
        REQUIRE_FALSE(r.ok());
        CHECK(sudoku::i18n::english(r.error()) == "r1c1 is a given and cannot be changed");
        CHECK(game == copy);
    }
}

TEST_CASE("out-of-range cells and digits, and notes on filled cells, are rejected") {
    Game game = sudoku::test::wiki_game();
    const Game copy = game;
    CHECK_FALSE(game.play(Move::set_digit(81, 1)).ok());
    CHECK_FALSE(game.play(Move::set_digit(-1, 1)).ok());
    CHECK_FALSE(game.play(Move::hint(kNoCell)).ok());
    CHECK_FALSE(game.play(Move::set_digit(rc(1, 3), 0)).ok());
    CHECK_FALSE(game.play(Move::set_digit(rc(1, 3), 10)).ok());
    CHECK_FALSE(game.play(Move::toggle_note(rc(1, 3), 10)).ok());
    CHECK_FALSE(game.play(Move::set_notes(rc(1, 3), digit_bit(10))).ok());
    CHECK_FALSE(game.play(Move::set_notes(rc(1, 3), 1)).ok());  // bit 0 is no digit
    CHECK(game == copy);
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK(sudoku::i18n::english(game.play(Move::toggle_note(rc(1, 3), 2)).error())
              .find("holds a digit") != std::string::npos);
}

TEST_CASE("a move that changes nothing is not recorded") {
    Game game = sudoku::test::wiki_game();
    auto r = game.play(Move::clear_cell(rc(1, 3)));  // already empty, no notes
    REQUIRE(r.ok());
    CHECK_FALSE(r->changed);
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    r = game.play(Move::set_digit(rc(1, 3), 4));
    REQUIRE(r.ok());
    CHECK_FALSE(r->changed);
    CHECK(game.history().size() == 1);
}

TEST_CASE("clear erases the digit first, then the notes") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::toggle_note(rc(1, 3), 1));
    play_ok(game, Move::toggle_note(rc(1, 3), 2));
    play_ok(game, Move::toggle_note(rc(1, 3), 1));
    CHECK(game.notes(rc(1, 3)) == bits({2}));
    CHECK(game.history().entries().back().label == "r1c3: note 1");
    play_ok(game, Move::clear_cell(rc(1, 3)));
    CHECK(game.notes(rc(1, 3)) == 0);
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    play_ok(game, Move::clear_cell(rc(1, 3)));
    CHECK(game.board().at(rc(1, 3)) == kEmpty);
    CHECK(game.mark(rc(1, 3)) == CellMark::Empty);
    CHECK(game.history().entries().back().label == "r1c3: clear");
}

TEST_CASE("auto notes fill each empty cell with the digits no row, column or box peer holds") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::auto_notes());
    const Board& b = game.board();
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            const auto cell = static_cast<Cell>(r * 9 + c);
            if (b.at(cell) != kEmpty) {
                CHECK(game.notes(cell) == 0);
                continue;
            }
            Mask expected = 0;
            for (int d = 1; d <= 9; ++d) {
                bool used = false;
                for (int i = 0; i < 9; ++i) {
                    const int br = r / 3 * 3 + i / 3, bc = c / 3 * 3 + i % 3;
                    used = used || b.at(r, i) == d || b.at(i, c) == d || b.at(br, bc) == d;
                }
                if (!used) expected |= digit_bit(static_cast<Digit>(d));
            }
            CHECK(game.notes(cell) == expected);
        }
    }
    // Solution digits are always among the candidates of the starting position.
    CHECK((game.notes(rc(1, 3)) & digit_bit(4)) != 0);
    CHECK(game.history().entries().back().label == "auto notes");
}

TEST_CASE("hints fill the solution's digit, are counted, and are undoable") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_digit(rc(1, 3), 7));  // wrong: the solution has 4
    play_ok(game, Move::set_notes(rc(1, 4), bits({4, 6})));
    const Position before = game.position();
    play_ok(game, Move::hint(rc(1, 3)));
    CHECK(game.board().at(rc(1, 3)) == 4);
    CHECK(game.mark(rc(1, 3)) == CellMark::Hint);
    CHECK(game.notes(rc(1, 4)) == bits({6}));  // hints clean peers too
    CHECK(game.hints_used() == 1);
    CHECK(game.history().entries().back().label == "hint r1c3: 4");
    REQUIRE(game.undo());
    CHECK(game.position() == before);
    CHECK(game.hints_used() == 1);  // seen is seen
    // A hint on a cell that is already right changes nothing.
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    auto r = game.play(Move::hint(rc(1, 3)));
    REQUIRE(r.ok());
    CHECK_FALSE(r->changed);
}

TEST_CASE("show solution fills empty and wrong cells, keeps right entries, and is undoable") {
    Game game = sudoku::test::wiki_game();
    const Board solution = board_of(sudoku::test::kWikiSolution);
    play_ok(game, Move::set_digit(rc(1, 3), 4));  // right
    play_ok(game, Move::set_digit(rc(1, 4), 9));  // wrong: 6
    play_ok(game, Move::set_notes(rc(9, 1), bits({1, 2})));
    const Position before = game.position();
    auto r = game.play(Move::show_solution());
    REQUIRE(r.ok());
    CHECK(r->completed);
    CHECK(game.board() == solution);
    CHECK(game.mark(rc(1, 3)) == CellMark::User);
    CHECK(game.mark(rc(1, 4)) == CellMark::Solution);
    CHECK(game.mark(rc(1, 5)) == CellMark::Given);
    for (int c = 0; c < 81; ++c)
        CHECK(game.notes(static_cast<Cell>(c)) == 0);
    CHECK(game.tally().solution_shown);
    REQUIRE(game.undo());
    CHECK(game.position() == before);
}

TEST_CASE("a solver's grid is one undoable move - grids that are no solution are rejected") {
    Game game = sudoku::test::wiki_game();
    const Board solution = board_of(sudoku::test::kWikiSolution);
    auto grid = solution.cells();

    auto short_grid = grid;
    short_grid.pop_back();
    CHECK_FALSE(game.play(Move::solver_solution(short_grid)).ok());
    auto zero = grid;
    zero[2] = 0;
    CHECK_FALSE(game.play(Move::solver_solution(zero)).ok());
    auto changed_given = grid;
    std::swap(changed_given[0], changed_given[1]);  // r1c1 is a given 5
    CHECK(sudoku::i18n::english(game.play(Move::solver_solution(changed_given)).error())
              .find("given") != std::string::npos);
    auto broken = grid;
    broken[2] = broken[3];  // r1c3 = r1c4 (neither given)
    CHECK(sudoku::i18n::english(game.play(Move::solver_solution(broken)).error()).find("rules") !=
          std::string::npos);
    CHECK_FALSE(game.can_undo());

    play_ok(game, Move::solver_solution(grid));
    CHECK(game.board() == solution);
    CHECK(game.is_complete());
    CHECK(game.history().size() == 1);
    CHECK(game.history().entries().back().label == "solver solution");
    REQUIRE(game.undo());
    CHECK(game.board() == board_of(sudoku::test::kWikiPuzzle));
}

TEST_CASE("clear entries keeps notes - restart returns to the givens") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    play_ok(game, Move::hint(rc(1, 4)));
    play_ok(game, Move::set_notes(rc(1, 6), bits({2, 8})));
    play_ok(game, Move::clear_entries());
    CHECK(game.board() == board_of(sudoku::test::kWikiPuzzle));
    CHECK(game.mark(rc(1, 4)) == CellMark::Empty);
    CHECK(game.notes(rc(1, 6)) == bits({2, 8}));
    REQUIRE(game.undo());
    CHECK(game.board().at(rc(1, 4)) == 6);
    CHECK(game.mark(rc(1, 4)) == CellMark::Hint);
    play_ok(game, Move::restart());
    CHECK(game.position() == Position::start(board_of(sudoku::test::kWikiPuzzle)));
    CHECK(game.history().entries().back().label == "restart");
}

TEST_CASE("completion follows the board: undoing the last digit runs the clock again") {
    Game game = sudoku::test::small_game();
    using sudoku::test::rc;
    game.add_elapsed_ms(1500);
    play_ok(game, Move::set_digit(rc(1, 2, 4), 2));
    play_ok(game, Move::set_digit(rc(3, 3, 4), 4));
    CHECK_FALSE(game.is_complete());
    auto r = game.play(Move::set_digit(rc(4, 4, 4), 1));
    REQUIRE(r.ok());
    CHECK(r->completed);
    CHECK(game.completed());
    CHECK(game.tally().completed);
    game.add_elapsed_ms(700);
    CHECK(game.elapsed_ms() == 1500);  // stopped while solved

    REQUIRE(game.undo());
    CHECK_FALSE(game.is_complete());
    CHECK_FALSE(game.completed());  // the board is not solved: nothing may say it is
    game.add_elapsed_ms(300);
    CHECK(game.elapsed_ms() == 1800);  // the clock runs again
    CHECK(game.tally().completed);     // but the attempt's result was given already

    REQUIRE(game.redo());
    CHECK(game.completed());
    game.add_elapsed_ms(300);
    CHECK(game.elapsed_ms() == 1800);
    play_ok(game, Move::clear_cell(rc(4, 4, 4)));
    CHECK_FALSE(game.completed());
    r = game.play(Move::set_digit(rc(4, 4, 4), 1));
    REQUIRE(r.ok());
    CHECK(game.completed());
    CHECK_FALSE(r->completed);  // a new result only once per attempt
}

TEST_CASE("show solution then undo: the game is no longer solved, and stays assisted") {
    Game game = sudoku::test::wiki_game();
    game.add_elapsed_ms(5000);
    auto r = game.play(Move::show_solution());
    REQUIRE(r.ok());
    CHECK(r->completed);
    CHECK(game.completed());
    REQUIRE(game.undo());
    CHECK_FALSE(game.completed());
    CHECK(game.tally().solution_shown);  // undo does not take the help back
    game.add_elapsed_ms(1000);
    CHECK(game.elapsed_ms() == 6000);
    REQUIRE(game.redo());
    CHECK(game.completed());
}

TEST_CASE("restart begins a fresh attempt: tallies and clock at zero, not undoable") {
    Game game = sudoku::test::wiki_game();
    game.add_elapsed_ms(90'000);
    play_ok(game, Move::set_digit(rc(1, 4), 9));  // a mistake
    play_ok(game, Move::hint(rc(1, 3)));
    play_ok(game, Move::show_solution());
    CHECK(game.completed());
    REQUIRE(game.tally().mistakes == 1);
    REQUIRE(game.tally().hints_used == 1);

    auto r = game.play(Move::restart());
    REQUIRE(r.ok());
    CHECK(r->changed);
    CHECK_FALSE(r->completed);
    CHECK_FALSE(game.completed());
    CHECK(game.board() == board_of(sudoku::test::kWikiPuzzle));
    CHECK(game.tally() == GameTally{});  // clock, mistakes, hints, shown solution: all gone
    CHECK_FALSE(game.can_undo());
    CHECK_FALSE(game.undo());  // the solved board of the old attempt does not come back
    CHECK(game.board() == board_of(sudoku::test::kWikiPuzzle));
    game.add_elapsed_ms(400);
    CHECK(game.elapsed_ms() == 400);

    // Moves after the restart undo as usual, back to the restart and no further.
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK(game.can_undo());
    REQUIRE(game.undo());
    CHECK_FALSE(game.can_undo());
    CHECK(game.can_redo());
}

TEST_CASE("restart on an untouched board still restarts the clock and tallies") {
    Game game = sudoku::test::wiki_game();
    game.add_elapsed_ms(30'000);
    play_ok(game, Move::show_solution());  // seen, then cleared away by hand
    play_ok(game, Move::clear_entries());
    play_ok(game, Move::set_digit(rc(1, 4), 9));  // a mistake, then erased
    play_ok(game, Move::clear_cell(rc(1, 4)));
    REQUIRE(game.mistakes() == 1);
    auto r = game.play(Move::restart());
    REQUIRE(r.ok());
    CHECK_FALSE(r->changed);  // the board is the givens already: nothing to record
    CHECK(game.tally() == GameTally{});
    CHECK_FALSE(game.can_undo());  // the old attempt's moves are gone with it
    game.add_elapsed_ms(50);
    CHECK(game.elapsed_ms() == 50);
}

TEST_CASE("a full grid that breaks a rule is not complete") {
    Game game = sudoku::test::small_game();
    play_ok(game, Move::set_digit(rc(1, 2, 4), 2));
    play_ok(game, Move::set_digit(rc(3, 3, 4), 4));
    auto r = game.play(Move::set_digit(rc(4, 4, 4), 2));  // row 4 already has 2
    REQUIRE(r.ok());
    CHECK_FALSE(r->completed);
    CHECK_FALSE(game.is_complete());
    CHECK_FALSE(game.completed());
}

TEST_CASE("mistakes count wrong placements and undo does not take them back") {
    Game game = sudoku::test::wiki_game();
    auto r = game.play(Move::set_digit(rc(1, 3), 4));
    CHECK_FALSE(r->mistake);
    r = game.play(Move::set_digit(rc(1, 4), 9));
    CHECK(r->mistake);
    CHECK(game.mistakes() == 1);
    REQUIRE(game.undo());
    CHECK(game.mistakes() == 1);
    REQUIRE(game.redo());  // replaying history is not a new mistake
    CHECK(game.mistakes() == 1);
    play_ok(game, Move::set_digit(rc(1, 4), 1));
    CHECK(game.mistakes() == 2);
    play_ok(game, Move::set_notes(rc(1, 6), bits({9})));  // notes are never mistakes
    CHECK(game.mistakes() == 2);
}

TEST_CASE("conflicts, wrong cells and remaining counts describe the current grid") {
    Game game = sudoku::test::wiki_game();
    CHECK(game.conflict_cells().empty());
    CHECK(game.wrong_cells().empty());
    const auto start = game.remaining_counts();
    REQUIRE(start.size() == 10);
    // The Wikipedia puzzle has 30 givens; count them per digit independently of the game.
    int given_fives = 0;
    for (char ch : sudoku::test::kWikiPuzzle)
        given_fives += ch == '5';
    CHECK(start[5] == 9 - given_fives);

    play_ok(game, Move::set_digit(rc(1, 3), 5));  // r1c1 holds a given 5: conflict, and wrong
    CHECK(game.conflict_cells() == std::vector<Cell>{rc(1, 1), rc(1, 3)});
    CHECK(game.wrong_cells() == std::vector<Cell>{rc(1, 3)});
    CHECK(game.remaining_counts()[5] == start[5] - 1);
    play_ok(game, Move::set_digit(rc(1, 4), 6));  // right, no conflict
    CHECK(game.wrong_cells() == std::vector<Cell>{rc(1, 3)});
    CHECK(game.suggest_hint_cell() == rc(1, 3));
    play_ok(game, Move::clear_cell(rc(1, 3)));
    CHECK(game.conflict_cells().empty());
    CHECK(game.remaining_counts()[6] == start[6] - 1);
}

TEST_CASE("the suggested hint cell is the empty cell with the fewest candidates") {
    Game game = sudoku::test::small_game();
    // Each of the three holes has exactly one candidate: the first in row-major order wins.
    CHECK(game.suggest_hint_cell() == rc(1, 2, 4));
    play_ok(game, Move::show_solution());
    CHECK(game.suggest_hint_cell() == kNoCell);
}

TEST_CASE("apply_move is pure and follows every unit of the layout (X diagonals)") {
    auto layout = Layout::create(LayoutSpec{.size = 9, .diagonals = true});
    REQUIRE(layout.ok());
    const Board empty(*layout);
    Position p = Position::start(empty);
    p.notes[rc(9, 9)] = bits({1, 2});  // on the main diagonal with r1c1, in no row/col/box
    p.notes[rc(8, 2)] = bits({1, 2});  // on the anti-diagonal only: no peer of r1c1
    const Position copy = p;
    auto next = apply_move(empty, p, Move::set_digit(rc(1, 1), 1));
    REQUIRE(next.ok());
    CHECK(p == copy);
    CHECK(next->notes[rc(9, 9)] == bits({2}));
    CHECK(next->notes[rc(8, 2)] == bits({1, 2}));
}
