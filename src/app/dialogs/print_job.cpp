#include "app/dialogs/print_job.hpp"

#include "core/fast/fast_solver.hpp"
#include "core/grid/validation.hpp"
#include "core/text/text_formats.hpp"
#include "io/display_path.hpp"
#include "io/regular_file.hpp"
#include "render/font_face.hpp"

namespace sudoku::app {

core::Result<render::PrintPuzzle> print_puzzle(const core::Board& board, int line,
                                               const std::atomic<bool>* cancel) {
    if (auto conflict = core::validate_givens(board)) return core::line_error(line, *conflict);
    render::PrintPuzzle p{board, std::nullopt, {}};
    core::FastSolveOptions options;
    options.solution_limit = 2;
    options.cancel = cancel;
    core::FastSolveResult solved = core::fast_solve(board, options);
    if (solved.cancelled) return core::coded_error(core::ErrorCode::Cancelled);
    if (solved.solutions == 1 && !solved.aborted) p.solution = std::move(solved.first);
    return p;
}

core::Result<std::size_t> add_file_puzzles(render::PrintRequest& request, const std::string& path,
                                           const std::atomic<bool>* cancel) {
    auto text = io::read_regular_file(path, kMaxPrintSourceBytes);
    if (!text) return core::Error(text.error());
    const core::ParsedText parsed = core::parse_puzzle_text(*text);
    const std::string where = io::display_path(path);
    if (parsed.puzzles.empty()) return core::prefixed_error(where, core::no_puzzle_error());
    for (const core::TextPuzzle& tp : parsed.puzzles) {
        if (request.puzzles.size() == kMaxPrintPuzzles) break;
        if (!tp.board)
            return core::prefixed_error(where, core::line_error(tp.line, tp.board.error()));
        auto p = print_puzzle(tp.board.value(), tp.line, cancel);
        if (!p) return core::prefixed_error(where, p.error());
        request.puzzles.push_back(std::move(p).value());
    }
    return parsed.puzzles.size();
}

PrintOutcome run_print(PrintOrder order, const std::atomic<bool>& cancel) {
    PrintOutcome outcome;
    if (!order.source_path.empty()) {
        auto total = add_file_puzzles(order.request, order.source_path, &cancel);
        if (!total) {
            outcome.summary = total.error();
            return outcome;
        }
        outcome.total = *total;
    } else if (order.givens) {
        auto p = print_puzzle(*order.givens, 1, &cancel);
        if (!p) {
            outcome.summary = p.error();
            return outcome;
        }
        order.request.puzzles.push_back(std::move(p).value());
        outcome.total = 1;
    }
    outcome.printed = order.request.puzzles.size();
    if (cancel.load(std::memory_order_relaxed)) {
        outcome.summary = core::coded_error(core::ErrorCode::Cancelled);
        return outcome;
    }
    // The game's font, so every Vietnamese and Turkish letter prints; made once, by the first
    // printout (one printout runs at a time).
    static const render::FontFace font;
    outcome.summary = render::write_pdf(order.request, order.output, font, order.words);
    return outcome;
}

}  // namespace sudoku::app
