// New-game settings: lesson 004's ten modes, box shapes and variant availability per size,
// lesson 002's empty-cell levels, and the mapping to the generator (same puzzle as the CLI).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/generate/new_game_settings.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

TEST_CASE("lesson presets are the ten sizes of lesson 004 and jigsaw exactly where no box fits") {
    std::vector<int> sizes;
    for (const GamePreset& p : lesson_presets()) {
        sizes.push_back(p.size);
        // 004 divides 5x5 and 7x7 (and the 3x3 toy board) into irregular regions.
        CHECK(is_jigsaw(p.variant) == !default_box_shape(p.size).has_value());
    }
    CHECK(sizes == std::vector<int>{3, 4, 5, 6, 7, 8, 9, 10, 12, 16});
}

TEST_CASE("every lesson preset generates a unique puzzle of its size") {
    NewGameSettings settings;
    settings.difficulty.reset();
    settings.seed = 5;
    for (const GamePreset& p : lesson_presets()) {
        CAPTURE(p.size);
        NewGameSettings s = with_preset(p, settings.seed);
        s.difficulty.reset();
        auto g = generate_puzzle(to_generator_options(s));
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : sudoku::i18n::english(g.error())));
        CHECK(g->puzzle.size() == p.size);
        CHECK(g->puzzle.layout().is_jigsaw() == is_jigsaw(p.variant));
        CHECK(g->puzzle.agrees_with(g->solution));
    }
}

TEST_CASE("a preset sets every field, so nothing chosen before carries over") {
    // Evil, mirror symmetry, an exact count and X on 9x9, then the 4x4 preset: a request kept
    // from before would ask 4x4 for Evil, which the generator fails after a long search.
    for (const GamePreset& p : lesson_presets()) {
        CAPTURE(p.size);
        const NewGameSettings s = with_preset(p, 77);
        CHECK(s.size == p.size);
        CHECK(s.variant == p.variant);
        CHECK(s.box == (is_jigsaw(p.variant) ? BoxShape{} : *default_box_shape(p.size)));
        CHECK(s.difficulty == Grade::Easy);
        CHECK(s.empty == -1);
        CHECK(s.symmetry == Symmetry::Rotate180);
        CHECK(s.seed == 77);
        CHECK_FALSE(validate_generator_options(to_generator_options(s)));
    }
}

TEST_CASE("Evil is out of reach on boards up to 6x6 and on 8x8 boxes two cells high") {
    const auto limit = [](int size, Variant variant, BoxShape box = {}) {
        NewGameSettings s;
        s.size = size;
        s.variant = variant;
        s.box = box;
        return grade_limit(normalized(s), Grade::Evil);
    };
    CHECK(limit(4, Variant::Classic) == GradeLimit::BoardTooSmall);
    CHECK(limit(5, Variant::Jigsaw) == GradeLimit::BoardTooSmall);
    // 7x7 jigsaw has Evil puzzles, too rarely to make one while the player waits.
    CHECK(limit(7, Variant::Jigsaw) == GradeLimit::TooRare);
    CHECK(limit(7, Variant::JigsawX) == GradeLimit::TooRare);
    CHECK(limit(6, Variant::Classic, {3, 2}) == GradeLimit::BoardTooSmall);
    CHECK(limit(8, Variant::Classic) == GradeLimit::BoxesTooThin);
    CHECK(limit(8, Variant::X, {4, 2}) == GradeLimit::BoxesTooThin);
    CHECK(limit(9, Variant::Classic) == GradeLimit::Reachable);
    CHECK(limit(10, Variant::Classic) == GradeLimit::Reachable);  // 2x5: rare, but found
    CHECK(limit(10, Variant::Jigsaw) == GradeLimit::Reachable);
    CHECK(limit(12, Variant::Classic, {2, 6}) == GradeLimit::Reachable);
    CHECK(limit(8, Variant::Jigsaw) == GradeLimit::Reachable);
    // Below Evil: 3x3 and 4x4 have Easy puzzles only; from 5x5 every level below Evil.
    for (Grade g : {Grade::Medium, Grade::Hard, Grade::Expert}) {
        CHECK(grade_limit(normalized(NewGameSettings{.size = 4}), g) == GradeLimit::BoardTooSmall);
        CHECK(grade_limit(normalized(NewGameSettings{.size = 3}), g) == GradeLimit::BoardTooSmall);
        CHECK(grade_limit(normalized(NewGameSettings{.size = 5}), g) == GradeLimit::Reachable);
        CHECK(grade_limit(normalized(NewGameSettings{.size = 6}), g) == GradeLimit::Reachable);
    }
    CHECK(grade_limit(normalized(NewGameSettings{.size = 4}), Grade::Easy) ==
          GradeLimit::Reachable);
}

TEST_CASE("a level above Easy below 9x9 turns clue symmetry off, as Evil does everywhere") {
    const NewGameSettings six = normalized(NewGameSettings{.size = 6});
    REQUIRE(six.symmetry == Symmetry::Rotate180);
    for (Grade g : {Grade::Medium, Grade::Hard, Grade::Expert})
        CHECK(with_difficulty(six, g).symmetry == Symmetry::None);
    CHECK(with_difficulty(six, Grade::Easy).symmetry == Symmetry::Rotate180);
    CHECK(with_difficulty(six, std::nullopt).symmetry == Symmetry::Rotate180);
    const NewGameSettings nine = normalized(NewGameSettings{.size = 9});
    CHECK(with_difficulty(nine, Grade::Hard).symmetry == Symmetry::Rotate180);
    CHECK(with_difficulty(nine, Grade::Evil).symmetry == Symmetry::None);
    // Picking the level again keeps a symmetry the player turned back on.
    NewGameSettings again = with_difficulty(six, Grade::Hard);
    again.symmetry = Symmetry::Rotate180;
    CHECK(with_difficulty(again, Grade::Hard).symmetry == Symmetry::Rotate180);
    CHECK(unsymmetric_by_default(8, Grade::Medium));
    CHECK_FALSE(unsymmetric_by_default(9, Grade::Medium));
    CHECK(unsymmetric_by_default(25, Grade::Evil));
}

TEST_CASE("a size change out of Evil's reach lowers the difficulty to the hardest reachable") {
    NewGameSettings s = with_difficulty(NewGameSettings{}, Grade::Evil);
    s.size = 8;
    s = normalized(s);
    CHECK(s.difficulty == Grade::Expert);
    s = with_difficulty(NewGameSettings{}, std::nullopt);
    s.size = 4;
    CHECK_FALSE(normalized(s).difficulty.has_value());  // "any" stays
    s = with_difficulty(NewGameSettings{}, Grade::Hard);
    s.size = 4;
    CHECK(normalized(s).difficulty == Grade::Easy);
}

TEST_CASE("Killer offers Evil up to 9x9 and Expert up to 12x12, and a chosen level falls to it") {
    const auto killer_limit = [](int size, Variant variant, Grade grade) {
        NewGameSettings s;
        s.size = size;
        s.variant = variant;
        return killer_grade_limit(normalized(s), grade);
    };
    CHECK(killer_limit(9, Variant::X, Grade::Evil) == GradeLimit::Reachable);
    CHECK(killer_limit(9, Variant::Classic, Grade::Expert) == GradeLimit::Reachable);
    CHECK(killer_limit(10, Variant::Classic, Grade::Evil) == GradeLimit::KillerTooSlow);
    CHECK(killer_limit(12, Variant::Jigsaw, Grade::Expert) == GradeLimit::Reachable);
    CHECK(killer_limit(16, Variant::Classic, Grade::Expert) == GradeLimit::KillerTooSlow);
    CHECK(killer_limit(25, Variant::JigsawX, Grade::Hard) == GradeLimit::Reachable);
    CHECK(killer_limit(25, Variant::Hyper, Grade::Evil) == GradeLimit::KillerTooSlow);
    // The board's own limits come first (and keep their reason).
    CHECK(killer_limit(4, Variant::Classic, Grade::Medium) == GradeLimit::BoardTooSmall);
    NewGameSettings s = with_difficulty(NewGameSettings{}, Grade::Evil);
    s.size = 25;
    s = normalized(s);
    CHECK(s.difficulty == Grade::Evil);  // plain 25x25 Evil stays offered
    CHECK(normalized_for_killer(s).difficulty == Grade::Hard);
    s.size = 12;
    CHECK(normalized_for_killer(normalized(s)).difficulty == Grade::Expert);
    CHECK_FALSE(normalized_for_killer(with_difficulty(s, std::nullopt)).difficulty.has_value());
}

TEST_CASE("box shapes list every R x C with both sides at least 2") {
    CHECK(box_shapes(4) == std::vector<BoxShape>{{2, 2}});
    CHECK(box_shapes(6) == std::vector<BoxShape>{{2, 3}, {3, 2}});
    CHECK(box_shapes(12) == std::vector<BoxShape>{{2, 6}, {3, 4}, {4, 3}, {6, 2}});
    CHECK(box_shapes(16) == std::vector<BoxShape>{{2, 8}, {4, 4}, {8, 2}});
    CHECK(box_shapes(7).empty());
    CHECK(box_shapes(3).empty());
    CHECK(box_shapes(25) == std::vector<BoxShape>{{5, 5}});
}

TEST_CASE("variant availability follows the board's geometry") {
    CHECK(variant_available(9, {3, 3}, Variant::Hyper));
    CHECK_FALSE(variant_available(6, {2, 3}, Variant::Hyper));  // windows need square boxes
    CHECK_FALSE(variant_available(5, {}, Variant::Classic));    // 5 has no rectangular boxes
    CHECK(variant_available(5, {}, Variant::Jigsaw));
    CHECK_FALSE(variant_available(3, {}, Variant::JigsawX));  // X has no solution on 3x3
    CHECK(variant_available(6, {3, 2}, Variant::X));
}

TEST_CASE("normalized settings fit the size") {
    NewGameSettings s;
    s.size = 5;
    s = normalized(s);
    CHECK(s.variant == Variant::Jigsaw);
    CHECK(s.box == BoxShape{});

    s = NewGameSettings{};
    s.variant = Variant::X;
    s.size = 7;
    CHECK(normalized(s).variant == Variant::JigsawX);

    s = NewGameSettings{};
    s.variant = Variant::Hyper;
    s.size = 6;
    s = normalized(s);
    CHECK(s.variant == Variant::Classic);
    CHECK(s.box == BoxShape{2, 3});

    s.box = {3, 2};
    CHECK(normalized(s).box == BoxShape{3, 2});  // a fitting shape is kept
    s.size = 8;
    CHECK(normalized(s).box == BoxShape{2, 4});  // 3x2 does not make 8: the default
}

TEST_CASE("lesson 002 levels give 30 40 50 and 100 140 180 empty cells") {
    CHECK(lesson_empty_cells(9, 0) == 30);
    CHECK(lesson_empty_cells(9, 1) == 40);
    CHECK(lesson_empty_cells(9, 2) == 50);
    CHECK(lesson_empty_cells(16, 0) == 100);
    CHECK(lesson_empty_cells(16, 2) == 180);
    // Other sizes: the 9x9 fractions of the board, 30/81 of 36 cells = 13.3.
    CHECK(lesson_empty_cells(6, 0) == 13);
    CHECK(lesson_empty_cells(6, 2) == 22);
    CHECK(lesson_empty_cells(9, 7) == 50);  // clamped to hard
}

TEST_CASE("generator options carry every setting") {
    NewGameSettings s;
    s.size = 6;
    s.box = {3, 2};
    s.variant = Variant::X;
    s.difficulty = Grade::Medium;
    s.empty = 20;
    s.symmetry = Symmetry::Diagonal;
    s.seed = 1234;
    GeneratorOptions o = to_generator_options(s);
    CHECK(o.layout.size == 6);
    CHECK(o.layout.box == BoxShape{3, 2});
    CHECK(o.layout.diagonals);
    CHECK_FALSE(o.layout.hyper);
    CHECK_FALSE(o.jigsaw);
    CHECK(o.difficulty == Grade::Medium);
    CHECK(o.empty == 20);
    CHECK(o.symmetry == Symmetry::Diagonal);
    CHECK(o.seed == 1234);

    s.variant = Variant::JigsawX;
    o = to_generator_options(s);
    CHECK(o.jigsaw);
    CHECK(o.layout.diagonals);
    CHECK(o.layout.box == BoxShape{});  // regions are random: no box shape

    s.variant = Variant::Hyper;
    s.size = 9;
    s.box = {3, 3};
    o = to_generator_options(s);
    CHECK(o.layout.hyper);
    CHECK_FALSE(o.layout.diagonals);
}

TEST_CASE("the dialog's settings generate the puzzle the CLI generates for the same options") {
    // The CLI leaves the box shape unset for the default; the dialog names it (3x3). Both
    // must give the same puzzle for a seed, or a seed shown in the GUI would not reproduce.
    NewGameSettings s = normalized(NewGameSettings{});
    REQUIRE(s.box == BoxShape{3, 3});
    s.seed = 424242;
    GeneratorOptions cli;
    cli.layout.size = 9;
    cli.difficulty = Grade::Easy;
    cli.seed = 424242;
    auto a = generate_puzzle(to_generator_options(s));
    auto b = generate_puzzle(cli);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a->puzzle == b->puzzle);
    s.seed = 424243;
    auto c = generate_puzzle(to_generator_options(s));
    REQUIRE(c.ok());
    CHECK_FALSE(c->puzzle == a->puzzle);
}

TEST_CASE("choosing Evil turns symmetry off once, other levels keep the player's choice") {
    NewGameSettings s;
    REQUIRE(s.symmetry == Symmetry::Rotate180);
    s = with_difficulty(s, Grade::Hard);
    CHECK(s.difficulty == Grade::Hard);
    CHECK(s.symmetry == Symmetry::Rotate180);
    s = with_difficulty(s, Grade::Evil);
    CHECK(s.difficulty == Grade::Evil);
    CHECK(s.symmetry == Symmetry::None);
    // Turned back on by the player, it stays on while Evil is chosen again.
    s.symmetry = Symmetry::Mirror;
    s = with_difficulty(s, Grade::Evil);
    CHECK(s.symmetry == Symmetry::Mirror);
    s = with_difficulty(s, std::nullopt);
    CHECK_FALSE(s.difficulty.has_value());
    CHECK(s.symmetry == Symmetry::Mirror);
}
