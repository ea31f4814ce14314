"""manastack.state"""
