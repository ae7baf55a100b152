// [SECTION] index: names and checks, text, puzzle pages, worksheet pages, the PDF file
#include "render/print_document.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <algorithm>
#include <cstdio>
#include <functional>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"
#include "render/cairo_support.hpp"
#include "render/painter.hpp"
#include "render/part_file.hpp"
#include "render/watch_frame.hpp"

namespace sudoku::render {

// [SECTION] names and checks

const char* paper_name(Paper paper) {
    return paper == Paper::Letter ? "letter" : "a4";
}

std::optional<Paper> parse_paper(std::string_view name) {
    if (name == "a4") return Paper::A4;
    if (name == "letter") return Paper::Letter;
    return std::nullopt;
}

std::pair<double, double> paper_points(Paper paper) {
    return paper == Paper::Letter ? std::pair{612.0, 792.0} : std::pair{595.28, 841.89};
}

bool valid_per_page(int per_page) {
    return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6;
}

std::optional<core::Error> validate_print_request(const PrintRequest& request) {
    if (!valid_per_page(request.per_page))
        return core::coded_error(core::ErrorCode::PrintPerPage, {std::to_string(request.per_page)});
    if (request.puzzles.empty()) return core::coded_error(core::ErrorCode::PrintNoPuzzles);
    if (request.worksheet &&
        (request.worksheet->rows < 1 || request.worksheet->rows > core::kMaxWorksheetRows))
        return core::coded_error(
            core::ErrorCode::PrintWorksheetBad,
            {std::to_string(request.worksheet->rows), std::to_string(core::kMaxWorksheetRows)});
    return std::nullopt;
}

namespace {

// [SECTION] text

constexpr double kMargin = 40;      // points around the page's content
constexpr double kTitleSize = 13;   // the title line
constexpr double kLabelSize = 10;   // "Puzzle 3", table text
constexpr double kFooterSize = 8;   // "page 1 of 4"
constexpr double kRowHeight = 17;   // one worksheet table row
constexpr int kAnswersPerPage = 6;  // answer keys are small: six a page

struct Page {
    double width, height;
    const FontFace& font;
    const PrintWords& words;
    const std::string& title;
};

// Text with its left end at x and baseline at y, shrunk to fit max_width (never clipped).
// align: 0 left, 0.5 centred on x, 1 right-aligned to x.
void text_at(cairo_t* cr, const std::string& text, double x, double y, double size,
             double max_width, double align = 0, Rgb colour = RenderTheme{}.text) {
    cairo_set_font_size(cr, size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text.c_str(), &ext);
    if (ext.x_advance > max_width && ext.x_advance > 0) {
        cairo_set_font_size(cr, size * max_width / ext.x_advance);
        cairo_text_extents(cr, text.c_str(), &ext);
    }
    set_source_colour(cr, colour);
    cairo_move_to(cr, x - ext.x_advance * align, y);
    cairo_show_text(cr, text.c_str());
}

// Where the page's content goes, below the title.
double content_top(const Page& page) {
    return page.title.empty() ? kMargin : kMargin + kTitleSize + 12;
}
double content_bottom(const Page& page) {
    return page.height - kMargin;
}

void paint_frame_of_page(cairo_t* cr, const Page& page, int number, int count) {
    cairo_set_font_face(cr, page.font.face());
    const double inner = page.width - 2 * kMargin;
    if (!page.title.empty())
        text_at(cr, page.title, kMargin, kMargin + kTitleSize, kTitleSize, inner);
    text_at(
        cr,
        core::fill_placeholders(page.words.page, {std::to_string(number), std::to_string(count)}),
        page.width / 2, page.height - kMargin / 2, kFooterSize, inner, 0.5,
        RenderTheme{}.candidate);
}

// [SECTION] puzzle pages

// One board with its label above it, centred in the slot (x, y, w, h).
void paint_slot(cairo_t* cr, const Page& page, double x, double y, double w, double h,
                const std::string& label, const WatchFrame& frame) {
    const RenderTheme theme;
    const FrameWords frame_words;
    const PaintStyle style{theme, page.font, frame_words};
    const double side = std::max(10.0, std::min(w - 12, h - kLabelSize - 10));
    // Centred in the slot both ways: a wide slot leaves room at the sides, a tall one above
    // and below.
    const double top = y + std::max(0.0, (h - side - kLabelSize - 10) / 2);
    text_at(cr, label, x + w / 2, top + kLabelSize + 2, kLabelSize, w - 8, 0.5);
    paint_board(cr, x + (w - side) / 2, top + kLabelSize + 6, side, frame, style);
    cairo_set_font_face(cr, page.font.face());
}

std::pair<int, int> grid_of(int per_page) {
    switch (per_page) {
        case 2:
            return {1, 2};
        case 4:
            return {2, 2};
        case 6:
            return {2, 3};
        default:
            return {1, 1};
    }
}

std::string puzzle_label(const PrintWords& words, std::size_t index, const PrintPuzzle& p) {
    std::string label = core::fill_placeholders(words.puzzle, {std::to_string(index + 1)});
    if (!p.label.empty()) label += " \u00B7 " + p.label;
    return label;
}

// Boards [first, first + count) of the request in a cols x rows grid; answers show solutions.
void paint_boards_page(cairo_t* cr, const Page& page, const PrintRequest& request,
                       std::size_t first, int per_page, bool answers) {
    const auto [cols, rows] = grid_of(per_page);
    double top = content_top(page);
    if (answers) {
        text_at(cr, page.words.answers, kMargin, top + kTitleSize, kTitleSize,
                page.width - 2 * kMargin);
        top += kTitleSize + 10;
    }
    const double w = (page.width - 2 * kMargin) / cols;
    const double h = (content_bottom(page) - top) / rows;
    for (int i = 0; i < per_page && first + i < request.puzzles.size(); ++i) {
        const PrintPuzzle& p = request.puzzles[first + i];
        WatchFrame frame = plain_frame(p.puzzle);
        if (answers && p.solution) frame.board = *p.solution;
        paint_slot(cr, page, kMargin + (i % cols) * w, top + (i / cols) * h, w, h,
                   puzzle_label(page.words, first + i, p), frame);
    }
}

// [SECTION] worksheet pages

std::string outcome_text(const PrintWords& words, const core::Layout& layout,
                         const core::WorksheetRow& row) {
    switch (row.outcome) {
        case core::WorksheetOutcome::Placed:
            return words.placed;
        case core::WorksheetOutcome::Forced:
            return words.forced;
        case core::WorksheetOutcome::Rejected:
            return core::fill_placeholders(words.rejected, {layout.cell_name(row.conflict)});
        case core::WorksheetOutcome::Struck:
            return words.struck;
        case core::WorksheetOutcome::DeadEnd:
            return words.dead_end;
        case core::WorksheetOutcome::Erased:
            return words.erased;
        case core::WorksheetOutcome::Solved:
            return words.solved;
    }
    return {};
}

// Rows [first, first + count) of the table from y; blank rows leave the answers to write.
void paint_table(cairo_t* cr, const Page& page, double y, const core::Layout& layout,
                 const std::vector<core::WorksheetRow>& rows, std::size_t first, std::size_t count,
                 bool filled) {
    const RenderTheme th;
    const double x0 = kMargin, inner = page.width - 2 * kMargin;
    const double cols[4] = {x0, x0 + 34, x0 + 110, x0 + 200};
    const double widths[4] = {30, 72, 86, inner - 204};
    const std::string heads[4] = {page.words.column_number, page.words.column_cell,
                                  page.words.column_value, page.words.column_outcome};
    for (int c = 0; c < 4; ++c)
        text_at(cr, heads[c], cols[c] + 2, y + kRowHeight - 5, kLabelSize, widths[c] - 4);
    set_source_colour(cr, th.thin_line);
    cairo_set_line_width(cr, 0.6);
    for (std::size_t r = 0; r <= count; ++r) {
        cairo_move_to(cr, x0, y + (r + 1) * kRowHeight);
        cairo_line_to(cr, x0 + inner, y + (r + 1) * kRowHeight);
    }
    for (int c = 1; c < 4; ++c) {
        cairo_move_to(cr, cols[c] - 4, y);
        cairo_line_to(cr, cols[c] - 4, y + (count + 1) * kRowHeight);
    }
    cairo_stroke(cr);
    for (std::size_t r = 0; r < count; ++r) {
        const core::WorksheetRow& row = rows[first + r];
        const double base = y + (r + 2) * kRowHeight - 5;
        text_at(cr, std::to_string(first + r + 1), cols[0] + 2, base, kLabelSize, widths[0] - 4, 0,
                th.candidate);
        if (!filled) continue;
        if (row.cell != core::kNoCell)
            text_at(cr, layout.cell_name(row.cell), cols[1] + 2, base, kLabelSize, widths[1] - 4);
        if (row.digit != 0)
            text_at(cr, std::string(1, core::digit_symbol(row.digit)), cols[2] + 2, base,
                    kLabelSize, widths[2] - 4);
        text_at(cr, outcome_text(page.words, layout, row), cols[3] + 2, base, kLabelSize,
                widths[3] - 4);
    }
}

using PagePainter = std::function<void(cairo_t*, const Page&)>;

// A worksheet: the puzzle and the blank table (continued on more pages when long), then the
// filled table on the pages after.
void plan_worksheet(std::vector<PagePainter>& pages, const Page& shape, const PrintPuzzle& p,
                    std::size_t index, const WorksheetRequest& ws,
                    std::vector<core::WorksheetRow> rows) {
    const auto shared = std::make_shared<std::vector<core::WorksheetRow>>(std::move(rows));
    const core::Board puzzle = p.puzzle;
    const std::size_t which = static_cast<std::size_t>(ws.algorithm);
    const std::string algo = which < shape.words.algorithms.size()
                                 ? shape.words.algorithms[which]
                                 : std::string(core::algorithm_name(ws.algorithm));
    const double usable = content_bottom(shape) - content_top(shape) - kTitleSize - 10;
    const double board_side = std::min(shape.width - 2 * kMargin, usable) * 0.48;
    const auto first_rows =
        static_cast<std::size_t>(std::max(1.0, (usable - board_side - 24) / kRowHeight - 1));
    const auto more_rows = static_cast<std::size_t>(usable / kRowHeight - 1);
    for (bool filled : {false, true}) {
        std::size_t at = 0;
        bool first_page = true;
        do {
            const std::size_t take =
                std::min(shared->size() - at, first_page && !filled ? first_rows : more_rows);
            pages.push_back([=](cairo_t* cr, const Page& page) {
                double y = content_top(page);
                const std::string head =
                    filled ? core::fill_placeholders(page.words.worksheet_answers, {algo})
                           : core::fill_placeholders(page.words.worksheet,
                                                     {algo, std::to_string(shared->size())});
                text_at(cr,
                        head + " \u00B7 " + puzzle_label(page.words, index, {puzzle, {}, p.label}),
                        kMargin, y + kTitleSize, kTitleSize, page.width - 2 * kMargin);
                y += kTitleSize + 10;
                if (first_page && !filled) {
                    paint_slot(cr, page, (page.width - board_side) / 2 - 6, y - kLabelSize - 6,
                               board_side + 12, board_side + kLabelSize + 10, "",
                               plain_frame(puzzle));
                    y += board_side + 12;
                }
                paint_table(cr, page, y, puzzle.layout(), *shared, at, take, filled);
            });
            at += take;
            first_page = false;
        } while (at < shared->size());
    }
}

// Every page of the request, in order.
core::Result<std::vector<PagePainter>> plan_pages(const PrintRequest& request, const Page& shape) {
    std::vector<PagePainter> pages;
    if (request.worksheet) {
        for (std::size_t i = 0; i < request.puzzles.size(); ++i) {
            auto rows = core::worksheet_rows(request.puzzles[i].puzzle,
                                             request.worksheet->algorithm, request.worksheet->rows);
            if (!rows) return rows.error();
            plan_worksheet(pages, shape, request.puzzles[i], i, *request.worksheet,
                           std::move(rows).value());
        }
        return pages;
    }
    const std::size_t n = request.puzzles.size();
    const auto per = static_cast<std::size_t>(request.per_page);
    for (std::size_t first = 0; first < n; first += per)
        pages.push_back([&request, first](cairo_t* cr, const Page& page) {
            paint_boards_page(cr, page, request, first, request.per_page, false);
        });
    if (request.answers)
        for (std::size_t first = 0; first < n; first += kAnswersPerPage)
            pages.push_back([&request, first](cairo_t* cr, const Page& page) {
                paint_boards_page(cr, page, request, first, kAnswersPerPage, true);
            });
    return pages;
}

// [SECTION] the PDF file

}  // namespace

core::Result<PrintSummary> write_pdf(const PrintRequest& request, const std::string& path,
                                     const FontFace& font, const PrintWords& words) {
    if (auto bad = validate_print_request(request)) return *bad;
    const auto [width, height] = paper_points(request.paper);
    const Page shape{width, height, font, words, request.title};
    auto pages = plan_pages(request, shape);
    if (!pages) return pages.error();
    auto file = PartFile::create(path);
    if (!file) return file.error();
    cairo_surface_t* surface =
        cairo_pdf_surface_create_for_stream(write_to_part_file, &*file, width, height);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Sudoku Lab");
    if (!request.title.empty())
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, request.title.c_str());
    cairo_t* cr = cairo_create(surface);
    const int count = static_cast<int>(pages->size());
    for (int i = 0; i < count; ++i) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        paint_frame_of_page(cr, shape, i + 1, count);
        (*pages)[static_cast<std::size_t>(i)](cr, shape);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
        return image_write_error(path, file->why(cairo_status_to_string(status)));
    if (auto error = file->finish()) return *error;
    return PrintSummary{count};
}

}  // namespace sudoku::render
