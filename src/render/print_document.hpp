// Printed puzzles as a vector PDF (cairo's PDF surface): 1, 2, 4 or 6 puzzles a page on A4 or
// Letter, answer keys on the last pages, and trace worksheets for class (a puzzle and the first
// moves of a search as a table to fill in, the filled table on the next page).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/board.hpp"
#include "core/search/worksheet.hpp"
#include "render/font_face.hpp"
#include "render/render_theme.hpp"

namespace sudoku::render {

enum class Paper : std::uint8_t { A4, Letter };

// "a4", "letter"; and back.
[[nodiscard]] const char* paper_name(Paper paper);
[[nodiscard]] std::optional<Paper> parse_paper(std::string_view name);
// Width and height in points (1/72 inch): A4 595.28 x 841.89, Letter 612 x 792.
[[nodiscard]] std::pair<double, double> paper_points(Paper paper);

// 1, 2, 4 or 6.
[[nodiscard]] bool valid_per_page(int per_page);

// The words on printed pages; English by default (sudoku-cli), the game fills them in the
// player's language. Templates use {1}, {2}.
struct PrintWords {
    std::string puzzle = "Puzzle {1}";
    std::string answers = "Answers";
    std::string page = "page {1} of {2}";
    std::string worksheet = "Trace worksheet: {1}, first {2} moves";
    std::string worksheet_answers = "Trace worksheet, answers: {1}";
    std::string column_number = "#";
    std::string column_cell = "Cell";
    std::string column_value = "Value tried";
    std::string column_outcome = "Outcome";
    std::string placed = "fits: placed";
    std::string forced = "only place: placed";
    std::string rejected = "rejected: {1} holds it";
    std::string struck = "struck from the candidates";
    std::string dead_end = "dead end: back up";
    std::string erased = "erased (backtrack)";
    std::string solved = "solved";
    // Each algorithm's one name, in core::Algorithm's order (the game's algorithm_word).
    std::array<std::string, 5> algorithms = {"naive", "mrv", "propagate", "dlx", "custom"};
};

struct PrintPuzzle {
    core::Board puzzle;
    std::optional<core::Board> solution;  // for the answer key
    std::string label;                    // under "Puzzle N" (a file name, a difficulty), or ""
};

struct WorksheetRequest {
    core::Algorithm algorithm = core::Algorithm::Naive;
    int rows = 20;
};

struct PrintRequest {
    Paper paper = Paper::A4;
    int per_page = 1;
    bool answers = false;                       // answer keys after the puzzles (6 a page)
    std::string title;                          // the line atop every page; "" for none
    std::optional<WorksheetRequest> worksheet;  // each puzzle as a worksheet instead
    std::vector<PrintPuzzle> puzzles;
};

struct PrintSummary {
    int pages = 0;
};

// Checks the request without writing: per page, no puzzle, answers without solutions.
[[nodiscard]] std::optional<core::Error> validate_print_request(const PrintRequest& request);

// Writes the PDF (through a PartFile: it appears under `path` only when whole). Errors name the
// file and the reason, or the bad request.
[[nodiscard]] core::Result<PrintSummary> write_pdf(const PrintRequest& request,
                                                   const std::string& path, const FontFace& font,
                                                   const PrintWords& words = {});

}  // namespace sudoku::render
