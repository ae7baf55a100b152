// New-game settings: lesson 004's ten modes, box shapes and variant availability per size,
// lesson 002's empty-cell levels, and the mapping to the generator (same puzzle as the CLI).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/new_game_settings.hpp"

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
        const NewGameSettings s = with_preset(settings, p);
        auto g = generate_puzzle(to_generator_options(s));
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.message()));
        CHECK(g->puzzle.size() == p.size);
        CHECK(g->puzzle.layout().is_jigsaw() == is_jigsaw(p.variant));
        CHECK(g->puzzle.agrees_with(g->solution));
    }
}

TEST_CASE(
    "with_preset keeps difficulty seed and symmetry and drops an empty target that no longer "
    "fits") {
    NewGameSettings s;
    s.difficulty = Grade::Hard;
    s.seed = 77;
    s.symmetry = Symmetry::Mirror;
    s.empty = 180;  // a 16x16 level
    s.variant = Variant::X;
    const NewGameSettings big = with_preset(s, {16, Variant::Classic});
    CHECK(big.empty == 180);
    CHECK(big.variant == Variant::Classic);
    CHECK(big.difficulty == Grade::Hard);
    CHECK(big.seed == 77);
    CHECK(big.symmetry == Symmetry::Mirror);
    const NewGameSettings small = with_preset(s, {4, Variant::Classic});
    CHECK(small.empty == -1);  // 4x4 has 16 cells
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
