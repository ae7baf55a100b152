// libFuzzer target: sudoku-cli's puzzle input, the reader behind print's puzzle-set source and
// every per-puzzle command (cli/input with cli/line_reader): the bytes arrive through a pipe, as
// from a shell, and are read line by line as they come (streaming puzzle lines) or whole
// (grids, Python lists). Every puzzle handed over is well-formed or has a short error; the
// count matches; the line numbers are within the text.
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "../error_words.hpp"
#include "cli/input.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    // The fuzzer's inputs are shorter than a pipe's buffer: all of it fits before reading.
    if (size > 32768) return 0;
    int ends[2];
    SUDOKU_FUZZ_CHECK(::pipe(ends) == 0, "pipe");
    SUDOKU_FUZZ_CHECK(::write(ends[1], data, size) == static_cast<ssize_t>(size), "write");
    ::close(ends[1]);
    const int saved_stdin = ::dup(STDIN_FILENO);
    ::dup2(ends[0], STDIN_FILENO);
    ::close(ends[0]);
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::size_t handed = 0;
    auto count = cli::for_each_input({"-"}, [&](cli::InputPuzzle&& puzzle) {
        ++handed;
        SUDOKU_FUZZ_CHECK(
            puzzle.text.line >= 1 && puzzle.text.line <= lines,
            "line " + std::to_string(puzzle.text.line) + " of " + std::to_string(lines));
        const std::string problem = cli::puzzle_problem(puzzle);
        if (puzzle.text.board)
            fuzz::check_board(*puzzle.text.board);
        else
            fuzz::check_error_message(sudoku::test::puzzle_error_text(puzzle.text));
        if (!problem.empty()) SUDOKU_FUZZ_CHECK(problem.starts_with("line "), problem);
    });
    ::dup2(saved_stdin, STDIN_FILENO);
    ::close(saved_stdin);
    if (count) SUDOKU_FUZZ_CHECK(*count == handed, "count " + std::to_string(*count));
    return 0;
}
