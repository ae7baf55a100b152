// Library files: the leading comment becomes the description; the shipped lesson puzzles all
// read, each with a description naming its lesson, and their solution counts match what
// their comments state.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/fast/fast_solver.hpp"
#include "core/text/puzzle_file.hpp"

using namespace sudoku::core;

TEST_CASE("a puzzle file's leading comment is its description") {
    const PuzzleFile f = read_puzzle_file(
        "\n# First line,\n#   second line.\n#\n# "
        "third\n53..7....6..195....98....6.8...6...34..8.3..17"
        "...2...6.6....28....419..5....8..79\n# not part of it\n");
    CHECK(f.description == "First line, second line. third");
    REQUIRE(f.parsed.puzzles.size() == 1);
    CHECK(f.parsed.puzzles[0].board.ok());
    CHECK(f.parsed.puzzles[0].line == 6);
}

TEST_CASE("a file without a comment has no description") {
    const PuzzleFile f = read_puzzle_file("1.3..3.1.");
    CHECK(f.description.empty());
    CHECK(read_puzzle_file("").parsed.puzzles.empty());
}

TEST_CASE("the shipped lesson puzzles read and their stated solution counts hold") {
    int files = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(SUDOKU_ASSETS) + "/puzzles")) {
        if (entry.path().extension() != ".txt") continue;
        CAPTURE(entry.path().string());
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        const PuzzleFile f = read_puzzle_file(text.str());
        CHECK(f.description.find("lesson") != std::string::npos);
        REQUIRE_FALSE(f.parsed.puzzles.empty());
        REQUIRE(f.parsed.puzzles[0].board.ok());
        const int solutions = count_solutions(*f.parsed.puzzles[0].board, 3);
        // The comments say "Unique solution." or "two solutions".
        if (f.description.find("two solutions") != std::string::npos)
            CHECK(solutions == 2);
        else
            CHECK(solutions == 1);
        ++files;
    }
    CHECK(files >= 4);
}
