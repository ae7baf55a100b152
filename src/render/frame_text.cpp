#include "render/frame_text.hpp"

#include <algorithm>
#include <cmath>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::render {

using core::StepKind;

namespace {

std::string fill_words(const std::string& pattern, std::vector<std::string> args) {
    return core::fill_placeholders(pattern, args);
}

std::string count(std::uint64_t n) {
    return std::to_string(n);
}

// "1 2 5": the digits of a mask, ascending.
std::string tried_list(core::Mask mask, int n) {
    std::string text;
    for (int d = 1; d <= n; ++d)
        if (mask & (core::Mask{1} << d)) {
            if (!text.empty()) text += ' ';
            text += core::digit_symbol(static_cast<core::Digit>(d));
        }
    return text;
}

std::string status_line(const WatchFrame& f, const FrameWords& w) {
    if (f.last && f.last->kind == StepKind::Solution) return w.solved;
    if (f.finished) return f.counters.solutions > 0 ? w.finished : w.no_solution;
    return w.searching;
}

Rgb status_colour(const WatchFrame& f, const RenderTheme& th) {
    if (f.last && f.last->kind == StepKind::Solution) return th.solution;
    if (f.finished && f.counters.solutions == 0) return th.wrong;
    return th.candidate;
}

std::string event_line(const WatchFrame& f, const FrameWords& w) {
    if (!f.last || f.last->cell == core::kNoCell) return {};
    const core::Layout& layout = f.board.layout();
    const std::string cell = layout.cell_name(f.last->cell);
    const std::string digit(1, core::digit_symbol(f.last->digit));
    switch (f.last->kind) {
        case StepKind::Try:
        case StepKind::Place:
            return fill_words(w.trying, {cell, digit});
        case StepKind::Reject:
            return fill_words(w.rejected, {cell, digit,
                                           f.last->conflict == core::kNoCell
                                               ? std::string("?")
                                               : layout.cell_name(f.last->conflict)});
        case StepKind::DeadEnd:
            return fill_words(w.dead_end, {cell});
        default:
            return {};
    }
}

std::vector<std::string> counter_lines(const WatchFrame& f, const FrameWords& w) {
    std::vector<std::string> lines{
        fill_words(w.step, {count(f.position)}),
        fill_words(w.placements, {count(f.counters.placements)}),
        fill_words(w.backtracks, {count(f.counters.backtracks)}),
        fill_words(w.checks, {count(f.counters.checks)}),
    };
    if (f.algorithm == core::Algorithm::Propagate)
        lines.push_back(fill_words(w.eliminations, {count(f.counters.eliminations)}));
    lines.push_back(fill_words(
        w.depth, {std::to_string(f.counters.depth), std::to_string(f.counters.max_depth)}));
    lines.push_back(fill_words(w.solutions, {count(f.counters.solutions)}));
    return lines;
}

// The stack's levels from `at` down to the box's bottom (y + h), in lines `line` high.
void add_stack(std::vector<FitText>& out, double x, double at, double w, double bottom, double line,
               const WatchFrame& f, const RenderTheme& th) {
    const core::Layout& layout = f.board.layout();
    const int rows = std::max(1, static_cast<int>((bottom - at) / (line * 1.0)));
    const int levels = static_cast<int>(f.stack.size());
    const int first = levels > rows ? levels - rows + 1 : 0;
    if (first > 0) {
        out.push_back({"... (" + std::to_string(first) + ")", x, at, line * 0.8, w, th.candidate});
        at += line;
    }
    for (int i = first; i < levels; ++i) {
        const core::StackFrame& s = f.stack[static_cast<std::size_t>(i)];
        std::string text = std::to_string(i + 1) + "  ";
        if (s.cell != core::kNoCell) text += layout.cell_name(s.cell);
        if (s.digit != 0) text += " = " + std::string(1, core::digit_symbol(s.digit));
        out.push_back({std::move(text), x, at, line * 0.8, w,
                       i == levels - 1 ? th.tried : th.depth_colour(i + 1, f.empties)});
        at += line;
    }
}

}  // namespace

std::vector<FitText> counter_strip_text(double x, double y, double w, double h, const WatchFrame& f,
                                        const FrameWords& words, const RenderTheme& theme) {
    if (!f.watching) return {};
    const std::string line =
        words.algorithm(f.algorithm) + "   " + fill_words(words.step, {count(f.position)}) + "   " +
        fill_words(words.placements, {count(f.counters.placements)}) + "   " +
        fill_words(words.backtracks, {count(f.counters.backtracks)}) + "   " +
        fill_words(words.depth,
                   {std::to_string(f.counters.depth), std::to_string(f.counters.max_depth)});
    const double pad = std::round(w * 0.03);
    const std::string second = status_line(f, words) + "   " +
                               fill_words(words.solutions, {count(f.counters.solutions)}) + "   " +
                               event_line(f, words);
    return {{line, x + pad, y + h * 0.45, h * 0.36, w - 2 * pad, theme.text},
            {second, x + pad, y + h * 0.88, h * 0.3, w - 2 * pad, status_colour(f, theme)}};
}

std::vector<FitText> panel_text(double x, double y, double w, double h, const WatchFrame& f,
                                const FrameWords& words, const RenderTheme& th) {
    std::vector<FitText> out;
    if (!f.watching) return out;
    const double line = h / 22.0;
    double at = y + line * 1.6;
    out.push_back({words.algorithm(f.algorithm), x, at, line * 1.3, w, th.text});
    at += line * 1.4;
    out.push_back({status_line(f, words), x, at, line * 0.9, w, status_colour(f, th)});
    at += line * 1.1;
    out.push_back({event_line(f, words), x, at, line * 0.9, w, th.tried});
    if (f.tried != 0 && f.tried_cell != core::kNoCell) {
        at += line * 1.1;
        out.push_back({fill_words(words.tried, {f.board.layout().cell_name(f.tried_cell),
                                                tried_list(f.tried, f.board.size())}),
                       x, at, line * 0.9, w, th.wrong});
    }
    at += line * 1.5;
    for (const std::string& text : counter_lines(f, words)) {
        out.push_back({text, x, at, line * 0.9, w, th.text});
        at += line * 1.1;
    }
    at += line * 0.5;
    out.push_back({words.stack, x, at, line * 0.9, w, th.candidate});
    at += line * 1.1;
    add_stack(out, x, at, w, y + h, line, f, th);
    return out;
}

}  // namespace sudoku::render
