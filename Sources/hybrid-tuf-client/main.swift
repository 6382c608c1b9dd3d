import HybridTUFCLI

TUFClientCommand.main()
