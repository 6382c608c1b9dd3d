import HybridVocabulary

extension ContainerChrome {
    /// An on-screen keyboard now covers `height` points of the view's bottom (0: it
    /// closed). The page hears `keyboard.show` with the height or `keyboard.hide`,
    /// and the view or body is resized as `ViewSettings.keyboardResize` says.
    /// The iOS engine view reports it itself; on Linux, where GTK reports no on-screen
    /// keyboard, the app or its input method calls this. A repeat changes nothing;
    /// a height that is negative, not finite or over 10000 throws at once.
    public func keyboardDidChange(height: Double) throws(EngineError) { try keyboard.changed(height: height) }

    /// The keyboard's height as last reported, 0 when hidden; a shell lays the view out with it.
    public var keyboardHeight: Double { keyboard.height }
}
