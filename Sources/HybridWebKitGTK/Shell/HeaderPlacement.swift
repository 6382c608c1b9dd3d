/// Where a ``HybridWindow`` puts its header bar: above the page, or over it
/// (a transparent bar, the page reaching the window's top edge).
enum HeaderPlacement {
    case column, overlay
}
