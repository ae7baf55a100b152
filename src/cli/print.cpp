// sudoku-cli print: puzzles as a vector PDF to print (1, 2, 4 or 6 a page, answer keys on the
// last pages), or trace worksheets for class (the first N moves of a search to fill in).
#include <charconv>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/output_file.hpp"
#include "core/fast/fast_solver.hpp"
#include "i18n/describe.hpp"
#include "render/print_document.hpp"

namespace sudoku::cli {

namespace {

// More puzzles than any printout needs (1000 pages at one a page); more is refused.
constexpr std::size_t kMaxPrintPuzzles = 1000;

const CommandSpec kSpec{
    "print",
    "[FILE|-]...",
    "Writes the puzzles of the files as a vector PDF to print: --per-page 1, 2, 4 or 6 on A4\n"
    "or Letter, a title line atop each page and page numbers under it; --answers adds the\n"
    "solutions on the last pages (6 a page). --worksheet ALGO:N prints each puzzle as a trace\n"
    "worksheet for class: the puzzle and a numbered table of the first N moves of the search\n"
    "(naive, mrv or propagate; N 1..200) to fill in by hand (cell, value tried, outcome), the\n"
    "filled-in table on the next page.",
    {{"--pdf", "FILE", "the PDF file to write"},
     {"--per-page", "K", "puzzles a page: 1 (default), 2, 4 or 6"},
     {"--answers", nullptr, "answer keys on the last pages"},
     {"--paper", "PAPER", "a4 (default) or letter"},
     {"--title", "TEXT", "the line atop every page (default: Sudoku Lab)"},
     {"--worksheet", "ALGO:N", "trace worksheets: the first N moves of naive, mrv or propagate"}},
    0,
    -1,
};

int failed(const std::string& message) {
    std::cerr << "sudoku-cli: print: " << message << "\n";
    return kExitFailed;
}

// "mrv:20" -> {Mrv, 20}; the error names what is wrong.
core::Result<render::WorksheetRequest> parse_worksheet(const std::string& text) {
    const auto colon = text.find(':');
    const std::string expected = "--worksheet '" + text + "': expected ALGO:N, such as naive:20";
    if (colon == std::string::npos) return core::unspecified_error(expected);
    // The lessons' three searches: their moves are cells and values a class can trace by hand.
    const auto algo = core::parse_algorithm(text.substr(0, colon));
    if (!algo || (*algo != core::Algorithm::Naive && *algo != core::Algorithm::Mrv &&
                  *algo != core::Algorithm::Propagate))
        return core::unspecified_error("--worksheet: unknown algorithm '" + text.substr(0, colon) +
                                       "' (naive, mrv or propagate)");
    int rows = 0;
    const char* begin = text.data() + colon + 1;
    const char* end = text.data() + text.size();
    const auto r = std::from_chars(begin, end, rows);
    if (begin == end || r.ec != std::errc{} || r.ptr != end)
        return core::unspecified_error(expected);
    if (rows < 1 || rows > core::kMaxWorksheetRows)
        return core::unspecified_error("--worksheet: " + std::to_string(rows) +
                                       " moves is out of range (1.." +
                                       std::to_string(core::kMaxWorksheetRows) + ")");
    return render::WorksheetRequest{*algo, rows};
}

// Every usable puzzle of the operands (with its solution when answers are asked); the first
// problem ends the command, naming the file and line.
core::Result<std::vector<render::PrintPuzzle>> read_print_puzzles(const Args& args, bool answers) {
    auto inputs = read_inputs(args.operands());
    if (!inputs) return inputs.error();
    if (inputs->empty()) return core::coded_error(core::ErrorCode::PrintNoPuzzles);
    if (inputs->size() > kMaxPrintPuzzles)
        return core::unspecified_error("the input holds " + std::to_string(inputs->size()) +
                                       " puzzles; a printout takes at most " +
                                       std::to_string(kMaxPrintPuzzles));
    std::vector<render::PrintPuzzle> out;
    for (const InputPuzzle& input : *inputs) {
        if (auto problem = puzzle_problem(input); !problem.empty())
            return core::unspecified_error(problem);
        render::PrintPuzzle p{input.text.board.value(), std::nullopt, {}};
        if (answers) {
            if (core::count_solutions(p.puzzle, 2) != 1)
                return core::unspecified_error(input.where() +
                                               ": --answers needs puzzles with one solution");
            p.solution = core::solve(p.puzzle);
        }
        out.push_back(std::move(p));
    }
    return out;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    const auto pdf = args->value("--pdf");
    if (!pdf) return usage_error(kSpec, "give --pdf FILE");
    if (pdf->empty()) return usage_error(kSpec, "the output file name is empty");
    render::PrintRequest request;
    auto per_page = args->choice("--per-page", "1", {"1", "2", "4", "6"});
    if (!per_page) return usage_error(kSpec, i18n::english(per_page.error()));
    request.per_page = std::stoi(*per_page);
    auto paper = args->choice("--paper", "a4", {"a4", "letter"});
    if (!paper) return usage_error(kSpec, i18n::english(paper.error()));
    request.paper = *render::parse_paper(*paper);
    request.answers = args->flag("--answers");
    request.title = args->value("--title").value_or("Sudoku Lab");
    if (auto ws = args->value("--worksheet")) {
        auto parsed = parse_worksheet(*ws);
        if (!parsed) return usage_error(kSpec, i18n::english(parsed.error()));
        if (args->value("--per-page") || request.answers)
            return usage_error(kSpec,
                               "--worksheet prints one puzzle and its answers per sheet; "
                               "--per-page and --answers do not apply");
        request.worksheet = *parsed;
    }
    auto puzzles = read_print_puzzles(*args, request.answers);
    if (!puzzles) return failed(i18n::english(puzzles.error()));
    request.puzzles = std::move(puzzles).value();
    const render::FontFace font;
    auto written = render::write_pdf(request, *pdf, font);
    if (!written) return failed(i18n::english(written.error()));
    std::fprintf(report_stream_for(*pdf), "wrote %s: %d page%s, %zu puzzle%s\n", pdf->c_str(),
                 written->pages, written->pages == 1 ? "" : "s", request.puzzles.size(),
                 request.puzzles.size() == 1 ? "" : "s");
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("print", "print puzzles or trace worksheets to a PDF", run);

}  // namespace sudoku::cli
