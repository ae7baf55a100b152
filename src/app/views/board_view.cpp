#include "app/views/board_view.hpp"

#include <algorithm>
#include <cmath>

#include "app/play/marking_bar.hpp"
#include "app/support/layout_report.hpp"
#include "app/support/note_placement.hpp"
#include "app/views/branch_colours.hpp"
#include "app/views/item_report.hpp"
#include "app/views/shape_painter.hpp"
#include "core/grid/symbols.hpp"
#include "core/paint/cage_shapes.hpp"
#include "core/paint/mark_shapes.hpp"
#include "core/play/digit_filter.hpp"

namespace sudoku::app {

using core::Cell;
using core::Digit;

namespace {

// From 16x16 a slot of the full note grid is a few pixels: the game's notes are laid out by
// how many a cell holds (core::place_notes_compact). Watch mode's candidates keep the full grid,
// where its marks (struck-out and tried values) find them.
constexpr int kCompactNotesFrom = 16;
constexpr float kCompactGlyphScale = 1.1f;

ImU32 cell_background(const ViewContext& ctx, Cell c, Digit selected_digit, bool peer) {
    const Theme& th = ctx.theme;
    const PlayView& play = ctx.play;
    const Digit d = play.board().at(c);
    if (c == ctx.ui.cursor || ctx.ui.marking.selection.contains(c)) return th.selected_background;
    if (!play.is_given(c) && d != core::kEmpty && (play.in_conflict(c) || play.is_wrong(c)))
        return th.wrong_background;
    if (play.mark(c) == CellMark::Hint) return th.hint_background;
    if (play.mark(c) == CellMark::Solution) return th.solution_background;
    if (d != core::kEmpty && d == selected_digit && ctx.ui.prefs.highlight_same_digit)
        return th.same_digit_background;
    if (peer && ctx.ui.prefs.highlight_peers) return th.peer_background;
    return play.is_given(c) ? th.given_background : th.board_background;
}

ImU32 digit_colour(const ViewContext& ctx, Cell c) {
    const Theme& th = ctx.theme;
    const PlayView& play = ctx.play;
    if (play.is_given(c)) return th.given_digit;
    if (play.in_conflict(c) || play.is_wrong(c)) return th.wrong_digit;
    if (play.mark(c) == CellMark::Hint) return th.hint_digit;
    if (play.mark(c) == CellMark::Solution) return th.solution_digit;
    return th.player_digit;
}

// The board's box for core/paint's layouts (whole pixels, as the screen places it).
core::BoardBox board_box(const BoardGeometry& geometry) {
    core::BoardBox box;
    box.x = geometry.origin.x;
    box.y = geometry.origin.y;
    box.cell = geometry.cell;
    return box;
}

// SUDOKU_REPORT_LAYOUT: each mark as drawn (its digit and its colour's patch).
void report_board_marks(const std::vector<core::Shape>& shapes) {
    if (!layout_report_wanted()) return;
    for (const core::Shape& s : shapes) {
        const unsigned rgba = (unsigned{s.colour.r} << 24) | (unsigned{s.colour.g} << 16) |
                              (unsigned{s.colour.b} << 8) | unsigned{s.colour.a};
        if (s.kind == core::ShapeKind::Text)
            report_board_mark(s.text.empty() ? '?' : s.text[0], s.x0, s.y0, s.size, rgba);
        else
            report_board_patch(s.x0, s.y0, s.x1, s.y1, rgba);
    }
}

// The accent colour at another opacity (hint shading).
ImU32 with_alpha_byte(ImU32 colour, int alpha) {
    return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

}  // namespace

core::AtlasGlyph atlas_glyph(const ImFont* font, float size, char ch) {
    const ImFontGlyph* glyph = font->FindGlyph(static_cast<ImWchar>(ch));
    if (glyph == nullptr) return core::AtlasGlyph{0.0f, 0.0f, size * 0.6f, size};
    const float scale = size / font->FontSize;
    return core::AtlasGlyph{glyph->X0 * scale, glyph->Y0 * scale, glyph->X1 * scale,
                            glyph->Y1 * scale, glyph->U0,         glyph->V0,
                            glyph->U1,         glyph->V1};
}

void draw_centered_char(ImDrawList* dl, ImFont* font, float size, ImVec2 center, char ch,
                        ImU32 colour) {
    if (font == nullptr) return;
    const core::Pen pen = core::centred_pen(atlas_glyph(font, size, ch), center.x, center.y);
    const char text[2] = {ch, '\0'};
    dl->AddText(font, size, ImVec2(pen.x, pen.y), colour, text, text + 1);
}

void BoardView::rebuild(const core::LayoutPtr& layout) {
    m_layout = layout;
    const core::Layout& l = *layout;
    const auto count = static_cast<std::size_t>(l.cell_count());
    m_on_diagonal.assign(count, 0);
    m_in_window.assign(count, 0);
    m_peer_scratch.assign(count, 0);
    for (const core::Unit& unit : l.units()) {
        const bool diagonal =
            unit.kind == core::UnitKind::Diagonal || unit.kind == core::UnitKind::AntiDiagonal;
        for (Cell cell : unit.cells) {
            if (diagonal) m_on_diagonal[cell] = 1;
            if (unit.kind == core::UnitKind::Window) m_in_window[cell] = 1;
        }
    }
}

void BoardView::draw_notes(const ViewContext& ctx, ImDrawList* dl, Digit selected_digit,
                           BoardGeometry& geometry) {
    const core::Layout& layout = *m_layout;
    const int n = layout.size();
    geometry.note_grid = core::note_grid(n, sub_grid_columns(n), geometry.cell);
    if (layout.is_killer()) {
        // Notes start below the cage sums, so a note never sits under a sum.
        core::NoteGrid& g = geometry.note_grid;
        g.top = std::max(0.0f, static_cast<float>(core::cage_sum_margin(geometry.cell)) - g.inset);
        g.slot_height = (geometry.cell - 2.0f * g.inset - g.top) / static_cast<float>(g.rows);
    }
    NoteStyle style{.ink = {ctx.theme.note_digit, ctx.theme.note_highlight, selected_digit}};
    // Cells are numbered row-major, as place_notes expects; a placed digit hides the notes.
    const PlayView& play = ctx.play;
    m_note_masks.assign(static_cast<std::size_t>(layout.cell_count()), 0);
    // Cells with corner marks or coloured candidates are the marks painter's, and so are
    // all centre marks below 16x16 (a centred row, unlike corner marks).
    const core::Position& position = play.game().position();
    for (Cell c = 0; c < layout.cell_count(); ++c)
        if (play.board().at(c) == core::kEmpty &&
            !core::painted_marks(position, c, n < kCompactNotesFrom))
            m_note_masks[c] = play.notes(c);
    const core::NoteGrid& grid = geometry.note_grid;
    const FontSet::Digits font =
        ctx.fonts.digits(std::min(grid.slot_width, grid.slot_height) * style.glyph_scale, false);
    geometry.note_font = font.font;
    geometry.note_size = font.size;
    if (font.font == nullptr) return;
    m_note_glyphs.clear();
    if (n >= kCompactNotesFrom) {
        place_compact_notes(ctx, style, geometry);
    } else {
        add_note_glyphs(font);
        core::place_notes(n, grid, m_note_masks, m_note_glyphs, style.ink, m_placed_notes);
    }
    report_notes();
    m_notes_layer.draw(dl, geometry.origin, static_cast<int>(geometry.cell) * n, font.font,
                       ctx.fonts.generation(), m_note_glyphs, m_placed_notes);
    draw_marks(ctx, dl, selected_digit, geometry);
}

void BoardView::draw_marks(const ViewContext& ctx, ImDrawList* dl, Digit selected_digit,
                           const BoardGeometry& geometry) {
    // Corner marks, centre marks and coloured candidates as core/paint lays them out, at the
    // sizes the baked digit fonts draw.
    const core::MarkStyle style{.note = plot_colour(ctx.theme.note_digit),
                                .highlight = plot_colour(ctx.theme.note_highlight),
                                .highlighted = selected_digit,
                                .centre_marks_too = m_layout->size() < kCompactNotesFrom,
                                .text_sizes = FontSet::digit_sizes()};
    m_mark_shapes.clear();
    core::layout_marks(ctx.play.game().position(), board_box(geometry), style, m_mark_shapes);
    ShapeFonts fonts;
    fonts.text = ctx.fonts.ui();
    fonts.digits = &ctx.fonts;
    paint_shapes(dl, m_mark_shapes, fonts);
    report_board_marks(m_mark_shapes);
}

void BoardView::add_note_glyphs(const FontSet::Digits& font) {
    for (int d = 1; d <= m_layout->size(); ++d)
        m_note_glyphs.push_back(
            atlas_glyph(font.font, font.size, core::digit_symbol(static_cast<Digit>(d))));
}

void BoardView::place_compact_notes(const ViewContext& ctx, const NoteStyle& style,
                                    const BoardGeometry& geometry) {
    // The k x k grids from 2 x 2 up to the full grid, each with its digits at its own size.
    const int n = m_layout->size();
    m_note_grids.clear();
    for (int k = 2; k < geometry.note_grid.columns; ++k)
        m_note_grids.push_back(core::note_grid(k * k, k, geometry.cell));
    m_note_grids.push_back(geometry.note_grid);
    for (const core::NoteGrid& grid : m_note_grids) {
        const float slot = std::min(grid.slot_width, grid.slot_height);
        // A compact grid's slots are few: their glyphs may fill more of them (ink about 0.8 of
        // the slot), yet stay well under an entry's size (0.66 of the cell) to read as notes.
        const float size = &grid == &m_note_grids.back()
                               ? slot * style.glyph_scale
                               : std::min(slot * kCompactGlyphScale, geometry.cell * 0.45f);
        add_note_glyphs(ctx.fonts.digits(size, false));
    }
    core::place_notes_compact(n, m_note_grids, m_note_masks, m_note_glyphs, style.ink,
                              m_placed_notes);
}

void BoardView::report_notes() const {
    if (!layout_report_wanted() || m_placed_notes.empty()) return;
    float smallest = 1e9f;
    float largest = 0.0f;
    for (const core::PlacedGlyph& note : m_placed_notes) {
        const core::AtlasGlyph& glyph = m_note_glyphs[note.glyph];
        smallest = std::min(smallest, glyph.y1 - glyph.y0);
        largest = std::max(largest, glyph.y1 - glyph.y0);
    }
    report_note_glyphs(smallest, largest);
}

void BoardView::draw_laid_out(const ViewContext& ctx, const BoardOverlay& overlay, ImDrawList* dl,
                              BoardGeometry& geometry) {
    // The board as the exports lay it out (core/paint), drawn by the shapes' ImGui backend.
    const core::Layout& layout = *m_layout;
    core::BoardBox box;
    box.x = geometry.origin.x;
    box.y = geometry.origin.y;
    box.cell = geometry.cell;
    box.ui_text = ctx.fonts.ui() != nullptr ? ctx.fonts.ui()->FontSize : 1e9;
    box.min_text = overlay.min_text();
    core::BoardState state = overlay.state(geometry.cell);
    state.hover = m_hover_cell;
    const core::BoardPalette palette = board_palette(ctx.theme);
    m_picture = core::layout_board(state, palette, overlay.words(), box);
    // From 16x16 a board holds thousands of candidates: too many quads for one draw list, so
    // they go through the notes layer (one cached image) instead of the shapes.
    const bool cached = state.show_candidates && layout.size() >= kCompactNotesFrom;
    if (cached)
        std::erase_if(m_picture.figure.shapes, [&](const core::Shape& s) {
            return s.glyph && s.colour == palette.note_digit && s.size < geometry.cell * 0.5;
        });
    const std::span<const core::Shape> shapes = m_picture.figure.shapes;
    ShapeFonts fonts;
    fonts.text = ctx.fonts.ui();
    fonts.digits = &ctx.fonts;
    paint_shapes(dl, shapes.first(m_picture.grid_end), fonts);
    if (cached) draw_cached_candidates(ctx, state, dl, geometry);
    paint_shapes(dl, shapes.subspan(m_picture.grid_end), fonts);
    // Where the candidates are, for the marks only the screen draws.
    const int n = layout.size();
    geometry.note_grid = core::note_grid(n, sub_grid_columns(n), geometry.cell);
    const FontSet::Digits font = ctx.fonts.digits(
        std::min(geometry.note_grid.slot_width, geometry.note_grid.slot_height) * 0.85f, false);
    geometry.note_font = font.font;
    geometry.note_size = font.size;
    overlay.draw_marks(dl, geometry);
    report_board_text(core::smallest_text(m_picture.figure.shapes));
}

void BoardView::draw_cached_candidates(const ViewContext& ctx, const core::BoardState& state,
                                       ImDrawList* dl, const BoardGeometry& geometry) {
    const int n = m_layout->size();
    const core::NoteGrid grid = core::note_grid(n, sub_grid_columns(n), geometry.cell);
    const FontSet::Digits font =
        ctx.fonts.digits(std::min(grid.slot_width, grid.slot_height) * 0.85f, false);
    if (font.font == nullptr) return;
    m_note_masks.assign(state.candidates.begin(), state.candidates.end());
    for (Cell c = 0; c < m_layout->cell_count(); ++c)
        if (state.board->at(c) != core::kEmpty) m_note_masks[c] = 0;
    m_note_glyphs.clear();
    add_note_glyphs(font);
    const core::NoteInk ink{ctx.theme.note_digit, ctx.theme.note_digit, core::kEmpty};
    core::place_notes(n, grid, m_note_masks, m_note_glyphs, ink, m_placed_notes);
    m_notes_layer.draw(dl, geometry.origin, static_cast<int>(geometry.cell) * n, font.font,
                       ctx.fonts.generation(), m_note_glyphs, m_placed_notes);
}

void BoardView::draw(const ViewContext& ctx, const BoardOverlay* overlay) {
    const core::Board& board = overlay != nullptr ? overlay->board() : ctx.play.board();
    if (m_layout != board.layout_ptr()) rebuild(board.layout_ptr());
    BoardGeometry geometry = place(ctx, overlay);
    m_cell = geometry.cell;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // The overlay's board may be another puzzle than the game's: no cursor there.
    if (overlay != nullptr) {
        draw_laid_out(ctx, *overlay, dl, geometry);
        return;
    }
    const Cell selected = ctx.ui.cursor;
    const Digit selected_digit = board.at(selected);
    draw_backgrounds(ctx, dl, geometry, selected, selected_digit);
    draw_grid(ctx.theme, dl, geometry);
    draw_killer_cages(ctx, dl, geometry);
    // Notes, then digits (never in the same cell).
    draw_notes(ctx, dl, selected_digit, geometry);
    draw_digits(ctx, board, dl, geometry);
    draw_outlines(ctx, dl, geometry, selected);
}

BoardGeometry BoardView::place(const ViewContext& ctx, const BoardOverlay* overlay) {
    const core::Layout& layout = *m_layout;
    const int n = layout.size();
    // Square, whole-pixel cells, centred in the available space.
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float side = std::floor(std::min(avail.x, avail.y));
    const float cell = std::max(4.0f, std::floor(side / static_cast<float>(n)));
    const float extent = cell * static_cast<float>(n);
    report_board_side(extent);
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const ImVec2 origin(std::floor(top.x + (avail.x - extent) * 0.5f),
                        std::floor(top.y + (avail.y - extent) * 0.5f));
    ImGui::SetCursorScreenPos(origin);
    ImGui::InvisibleButton("##board", ImVec2(extent, extent),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
    // The play board's cells, so a test clicks and drags over cells by their place.
    if (overlay == nullptr) report_last_item("play_board");
    // The play board's place, for the layout tests (a phone stacks it above the digit pad).
    if (overlay == nullptr) report_last_item("board");
    m_hover_cell = core::kNoCell;
    if (ImGui::IsItemHovered()) {
        const ImVec2 m = ImGui::GetIO().MousePos;
        const int col = std::clamp(static_cast<int>((m.x - origin.x) / cell), 0, n - 1);
        const int row = std::clamp(static_cast<int>((m.y - origin.y) / cell), 0, n - 1);
        m_hover_cell = layout.cell_at(row, col);
        const bool left = ImGui::IsItemClicked(ImGuiMouseButton_Left);
        const bool right = ImGui::IsItemClicked(ImGuiMouseButton_Right);
        const ImGuiIO& io = ImGui::GetIO();
        if (overlay != nullptr && (left || right)) {
            overlay->on_click(m_hover_cell, left ? ImGuiMouseButton_Left : ImGuiMouseButton_Right,
                              ctx.commands);
        } else if (left) {
            // Ctrl+click adds or removes a cell, Shift+click adds it; a drag adds each cell
            // it passes over.
            ctx.commands.push(cmd::SelectCell{m_hover_cell, io.KeyCtrl    ? SelectHow::Toggle
                                                            : io.KeyShift ? SelectHow::Add
                                                                          : SelectHow::Only});
            m_drag_cell = m_hover_cell;
        } else if (right) {
            ctx.commands.push(cmd::OpenNotesPopup{m_hover_cell});
        } else if (overlay == nullptr && m_drag_cell != core::kNoCell && ImGui::IsItemActive() &&
                   m_hover_cell != m_drag_cell) {
            ctx.commands.push(cmd::SelectCell{m_hover_cell, SelectHow::Add});
            m_drag_cell = m_hover_cell;
        }
    }
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) m_drag_cell = core::kNoCell;
    return BoardGeometry{.layout = &layout, .origin = origin, .cell = cell};
}

void BoardView::draw_backgrounds(const ViewContext& ctx, ImDrawList* dl,
                                 const BoardGeometry& geometry, Cell selected,
                                 Digit selected_digit) {
    const core::Layout& layout = *m_layout;
    const Theme& th = ctx.theme;
    const PlayView& play = ctx.play;
    const float cell = geometry.cell;
    const float extent = cell * static_cast<float>(layout.size());
    const ImVec2 origin = geometry.origin;
    std::fill(m_peer_scratch.begin(), m_peer_scratch.end(), 0);
    for (Cell p : layout.peers(selected))
        m_peer_scratch[p] = 1;
    // The digit filter: where its digit can still go, and the cells that see it.
    const Digit filter = filter_digit(ctx);
    m_filter.clear();
    if (filter != core::kEmpty) m_filter = core::digit_filter(play.board(), filter);
    dl->AddRectFilled(origin, ImVec2(origin.x + extent, origin.y + extent), th.board_background);
    const core::BoardBox box = board_box(geometry);
    const core::DepthTone tone = board_palette(th).tone;
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        const ImVec2 p0 = geometry.cell_min(c);
        const ImVec2 p1(p0.x + cell, p0.y + cell);
        const ImU32 bg = cell_background(ctx, c, selected_digit, m_peer_scratch[c] != 0);
        if (bg != th.board_background) dl->AddRectFilled(p0, p1, bg);  // skip overdraw
        m_mark_shapes.clear();
        core::layout_cell_colour(play.game().position(), c, box, tone, m_mark_shapes);
        paint_shapes(dl, m_mark_shapes, ShapeFonts{});
        if (!m_filter.empty() && m_filter[c] != core::FilterCell::Holds)
            dl->AddRectFilled(p0, p1,
                              m_filter[c] == core::FilterCell::Open
                                  ? with_alpha_byte(th.accent, 70)
                                  : (th.muted_text & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 110));
        // Tints only on plain cells: blended over a highlight they would muddy its meaning.
        const bool plain = bg == th.board_background || bg == th.given_background;
        if (plain && m_on_diagonal[c]) dl->AddRectFilled(p0, p1, th.diagonal_tint);
        if (plain && m_in_window[c]) dl->AddRectFilled(p0, p1, th.window_tint);
        if (c == m_hover_cell && c != selected) dl->AddRectFilled(p0, p1, th.hover_background);
        // The hint's cells: where to look (level 1), then the pattern it explains (level 2).
        if (const HintShade shade = play.hint_shade(c); shade != HintShade::None)
            dl->AddRectFilled(p0, p1,
                              with_alpha_byte(th.accent, shade == HintShade::Focus ? 45 : 80));
        draw_branch_tint(ctx, dl, c, p0, p1);
    }
}

void BoardView::draw_branch_tint(const ViewContext& ctx, ImDrawList* dl, Cell c, ImVec2 p0,
                                 ImVec2 p1) const {
    // What-if: the cells changed inside an open branch, tinted by its depth (what Abandon
    // takes back), and the cell that shows the branch cannot be finished.
    const Theme& th = ctx.theme;
    if (c == ctx.play.contradiction()) dl->AddRectFilled(p0, p1, th.wrong_background);
    const int depth = ctx.play.branch_depth(c);
    if (depth <= 0) return;
    dl->AddRectFilled(p0, p1, branch_tint(th.id, depth));
    if (!branch_outlined(th.id)) return;
    const float inset = std::max(1.0f, std::round((p1.x - p0.x) * 0.03f));
    dl->AddRect(ImVec2(p0.x + inset, p0.y + inset), ImVec2(p1.x - inset, p1.y - inset),
                branch_ink(th.id, depth), 0.0f, 0, inset);
}

void BoardView::draw_grid(const Theme& th, ImDrawList* dl, const BoardGeometry& geometry) {
    // The grid the Watch board and the exports draw too (core/paint).
    m_grid_shapes.clear();
    core::layout_grid(*m_layout, board_palette(th), board_box(geometry), m_grid_shapes);
    paint_shapes(dl, m_grid_shapes, ShapeFonts{});
}

void BoardView::draw_killer_cages(const ViewContext& ctx, ImDrawList* dl,
                                  const BoardGeometry& geometry) {
    if (!m_layout->is_killer()) return;
    // The cages the Watch board and the exports draw too (core/paint).
    m_grid_shapes.clear();
    core::layout_cages(*m_layout, board_palette(ctx.theme), board_box(geometry), -1, m_grid_shapes);
    ShapeFonts fonts;
    fonts.text = ctx.fonts.ui();
    fonts.digits = &ctx.fonts;
    paint_shapes(dl, m_grid_shapes, fonts);
}

void BoardView::draw_digits(const ViewContext& ctx, const core::Board& board, ImDrawList* dl,
                            const BoardGeometry& geometry) const {
    const float cell = geometry.cell;
    const FontSet::Digits given_font = ctx.fonts.digits(cell * 0.66f, true);
    const FontSet::Digits entry_font = ctx.fonts.digits(cell * 0.66f, false);
    for (Cell c = 0; c < m_layout->cell_count(); ++c) {
        const Digit d = board.at(c);
        if (d == core::kEmpty) continue;
        const bool given = ctx.play.is_given(c);
        const FontSet::Digits& f = given ? given_font : entry_font;
        const ImU32 colour = digit_colour(ctx, c);
        draw_centered_char(dl, f.font, f.size, geometry.cell_center(c), core::digit_symbol(d),
                           colour);
    }
}

void BoardView::draw_outlines(const ViewContext& ctx, ImDrawList* dl, const BoardGeometry& geometry,
                              Cell selected) const {
    // The cursor, givens that clash with each other, and the cell a hint will fill.
    const Theme& th = ctx.theme;
    const PlayView& play = ctx.play;
    const float cell = geometry.cell;
    const float outline = std::max(2.0f, std::round(cell * 0.045f));
    for (Cell c = 0; c < m_layout->cell_count(); ++c) {
        if (!(play.is_given(c) && play.in_conflict(c))) continue;
        const ImVec2 p0 = geometry.cell_min(c);
        dl->AddRect(ImVec2(p0.x + outline, p0.y + outline),
                    ImVec2(p0.x + cell - outline, p0.y + cell - outline), th.conflict_outline, 0.0f,
                    0, outline);
    }
    // The cell a hint will fill, ringed in the hint colour.
    for (Cell c = 0; c < m_layout->cell_count(); ++c) {
        if (play.hint_shade(c) != HintShade::Target) continue;
        const ImVec2 p0 = geometry.cell_min(c);
        const float ring = outline * 1.5f;
        dl->AddRect(ImVec2(p0.x + ring, p0.y + ring),
                    ImVec2(p0.x + cell - ring, p0.y + cell - ring), th.hint_digit, cell * 0.15f, 0,
                    outline);
    }
    // What-if: the contradiction ringed in the mistake colour; the cell waiting for the digit
    // to try ringed in the colour its branch will have.
    if (const Cell bad = play.contradiction(); bad != core::kNoCell) {
        const ImVec2 p0 = geometry.cell_min(bad);
        dl->AddRect(ImVec2(p0.x + outline, p0.y + outline),
                    ImVec2(p0.x + cell - outline, p0.y + cell - outline), th.wrong_digit, 0.0f, 0,
                    outline * 1.5f);
    }
    if (const Cell trying = ctx.ui.try_cell; trying != core::kNoCell) {
        const ImVec2 p0 = geometry.cell_min(trying);
        const float ring = outline * 2.0f;
        dl->AddRect(ImVec2(p0.x + ring, p0.y + ring),
                    ImVec2(p0.x + cell - ring, p0.y + cell - ring),
                    branch_ink(th.id, play.branches().depth() + 1), cell * 0.15f, 0, outline);
    }
    // Every selected cell ringed thinly: a colour fill hides the selection's background.
    if (ctx.ui.marking.selection.size() > 1)
        for (Cell c : ctx.ui.marking.selection.cells()) {
            const ImVec2 p0 = geometry.cell_min(c);
            const float ring = std::max(1.0f, outline * 0.5f);
            dl->AddRect(ImVec2(p0.x + ring * 2.0f, p0.y + ring * 2.0f),
                        ImVec2(p0.x + cell - ring * 2.0f, p0.y + cell - ring * 2.0f),
                        th.cursor_outline, 0.0f, 0, ring);
        }
    const ImVec2 s0 = geometry.cell_min(selected);
    const float o = outline * 0.5f + 1.0f;
    dl->AddRect(ImVec2(s0.x + o, s0.y + o), ImVec2(s0.x + cell - o, s0.y + cell - o),
                th.cursor_outline, 0.0f, 0, outline);
}

}  // namespace sudoku::app
