// The export dialog's tree and comparison choices: the search tree alone or under the view, and
// both lanes side by side when Watch compares two algorithms (render/lane_picture).
#include <algorithm>
#include <filesystem>
#include <string>

#include "app/i18n/render_strings.hpp"
#include "app/watch/export_dialog.hpp"
#include "app/watch/watch_view.hpp"
#include "render/lane_picture.hpp"

namespace sudoku::app {

void ExportDialog::open_tree(const WatchViewContext& ctx) {
    open(ctx, false);
    if (!ctx.watch.ready()) return;
    m_view = 3;
    const core::SolverPlayer& player = ctx.watch.lanes().front().player;
    const std::string name = "watch-" +
                             std::string(core::algorithm_name(player.options().algorithm)) +
                             "-tree-step-" + std::to_string(m_step) + ".png";
    m_path = (std::filesystem::path(m_path).parent_path() / name).string();
}

void ExportDialog::draw_tree_fields(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    if (m_view != 3) ImGui::Checkbox(render_text(RenderText::OptionWithTree, lang), &m_tree);
    if (ctx.watch.lanes().size() > 1)
        ImGui::Checkbox(render_text(RenderText::OptionBothLanes, lang), &m_both);
}

void ExportDialog::add_tree_choices(const WatchViewContext& ctx, PictureRequest& r) const {
    r.tree_only = m_view == 3;
    r.tree = m_tree && !r.tree_only;
    if (m_both && ctx.watch.lanes().size() > 1) r.compare = ctx.watch.lanes()[1].player.options();
}

int ExportDialog::picture_height(const WatchViewContext& ctx) const {
    const PictureRequest r = request(ctx);
    if (!r.tree && !r.tree_only && !r.compare) return render::view_height(r.view, m_size);
    render::LaneLayout layout;
    layout.tree = r.tree || r.tree_only;
    if (!r.tree_only) layout.view = r.view;
    return render::lanes_height(layout, m_size, r.compare ? 2 : 1);
}

}  // namespace sudoku::app
